#!/usr/bin/env bash
# Rewrites the goldens with the built flowc, for when a change to the runtime or the generated
# shape means the old goldens no longer compile (so `FLOWC_RECORD_GOLDENS=1 swift test` can't
# build). Review the diff before committing. GoldenTests then checks that the library's output
# equals these bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product flowc >/dev/null
goldens=Tests/FlowSwiftEmitterTests/Goldens
for flow in Flows/Checkout.flow Flows/Onboarding.flow Flows/Registration.flow Flows/Catalogue.flow Flows/Account.flow \
    Tests/FlowSwiftEmitterTests/Flows/{Minimal,SkipChain,Payloads,Keywords,Shapes,Imports,Todo,Music,Library,AddressPicker}.flow; do
    .build/debug/flowc generate "$flow" --output-file "$goldens/$(basename "$flow").swift"
done
.build/debug/flowc generate --access public Tests/FlowSwiftEmitterTests/Flows/PublicFlow.flow \
    --output-file "$goldens/PublicFlow.flow.swift"
