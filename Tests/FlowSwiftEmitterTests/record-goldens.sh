#!/usr/bin/env bash
# Rewrites the goldens with the built flowc, for when a change to the runtime or the generated
# shape means the old goldens no longer compile (so `FLOWC_RECORD_GOLDENS=1 swift test` can't
# build). Review the diff before committing. GoldenTests then checks that the library's output
# equals these bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product flowc >/dev/null
goldens=Tests/FlowSwiftEmitterTests/Goldens
for flow in Flows/Onboarding.flow Flows/Registration.flow Flows/Catalogue.flow Flows/Vault.flow Flows/Authenticator.flow Flows/ItemScreens.flow \
    Tests/FlowSwiftEmitterTests/Flows/{Minimal,SkipChain,Payloads,Keywords,Shapes,Imports,Todo,Music,Library,AddressPicker,PostEditor,Preferences,Tabs,Club,Trash,Cashier,Drafts}.flow; do
    .build/debug/flowc generate "$flow" --output-file "$goldens/$(basename "$flow").swift"
done
# Flows that use AddressPicker, generated with it as one module.
modules=$(mktemp -d)
.build/debug/flowc generate --output "$modules" Tests/FlowSwiftEmitterTests/Flows/{AddressPicker,Shipping,Profile,Basket}.flow
for flow in Shipping Profile Basket; do
    cp "$modules/Tests_FlowSwiftEmitterTests_Flows_$flow.flow.swift" "$goldens/$flow.flow.swift"
done
# The bundled flows that use Flows/AddressPicker.flow (the fixture's twin), likewise.
.build/debug/flowc generate --output "$modules" Flows/{AddressPicker,Checkout,Account}.flow
for flow in Checkout Account; do
    cp "$modules/Flows_$flow.flow.swift" "$goldens/$flow.flow.swift"
done
# Passwords, whose child (ItemScreens) has an alert and is used from two tabs.
.build/debug/flowc generate --output "$modules" Flows/{ItemScreens,Passwords}.flow
cp "$modules/Flows_Passwords.flow.swift" "$goldens/Passwords.flow.swift"
# Board, whose use-steps take a payload (PostEditor) and are roots (Preferences).
board=Tests/FlowSwiftEmitterTests/Flows
.build/debug/flowc generate --output "$modules" $board/{PostEditor,Preferences,Board}.flow
cp "$modules/Tests_FlowSwiftEmitterTests_Flows_Board.flow.swift" "$goldens/Board.flow.swift"
# Mailbox, whose child (Drafts) has alerts.
.build/debug/flowc generate --output "$modules" $board/{Drafts,Mailbox}.flow
cp "$modules/Tests_FlowSwiftEmitterTests_Flows_Mailbox.flow.swift" "$goldens/Mailbox.flow.swift"
rm -r "$modules"
.build/debug/flowc generate --access public Tests/FlowSwiftEmitterTests/Flows/PublicFlow.flow \
    --output-file "$goldens/PublicFlow.flow.swift"
# Test support for the bundled flows (flowc generate --test-support), which GeneratedCodeTests replays.
picker=Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow
modules=$(mktemp -d)
for flow in Checkout Account; do
    .build/debug/flowc generate --test-support "$picker" "Flows/$flow.flow" --output "$modules"
    cp "$modules/Flows_$flow.flow.testwalks.swift" "$goldens/$flow.flow.testwalks.swift"
done
for flow in Onboarding Registration Catalogue Vault Authenticator; do
    .build/debug/flowc generate --test-support "Flows/$flow.flow" --output-file "$goldens/$flow.flow.testwalks.swift"
done
.build/debug/flowc generate --test-support "$picker" --output-file "$goldens/AddressPicker.flow.testwalks.swift"
.build/debug/flowc generate --test-support "$board/Club.flow" --output-file "$goldens/Club.flow.testwalks.swift"
modules=$(mktemp -d)
.build/debug/flowc generate --test-support $board/{PostEditor,Preferences,Board}.flow --output "$modules"
cp "$modules/Tests_FlowSwiftEmitterTests_Flows_Board.flow.testwalks.swift" "$goldens/Board.flow.testwalks.swift"
.build/debug/flowc generate --test-support Flows/{ItemScreens,Passwords}.flow --output "$modules"
cp "$modules/Flows_Passwords.flow.testwalks.swift" "$goldens/Passwords.flow.testwalks.swift"
.build/debug/flowc generate --test-support $board/{Drafts,Mailbox}.flow --output "$modules"
cp "$modules/Tests_FlowSwiftEmitterTests_Flows_Mailbox.flow.testwalks.swift" "$goldens/Mailbox.flow.testwalks.swift"
rm -rf "$modules"
