// .ci/flowui-check: an app's use of FlowTabHost, with the generated tabbed router Club
// (Tests/FlowSwiftEmitterTests/Flows/Club.flow): the app's tab items, its screens, and the
// host model's API, so the tab host's generic signature and isolation are checked from an app
// module too.
@_spi(Testing) import FlowRuntime
import FlowUI
import SwiftUI

struct ClubRoot: View {
    @State private var navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))

    var body: some View {
        FlowTabHost(navigator) { step in
            screen(step)
        }
        .flowTabLabel { tab in
            switch tab {
            case .feed: Text("Feed")
            case .friends: Text("Friends")
            default: Text("Settings")
            }
        }
        .flowTabActionLabel { action in
            switch action {
            case .compose: Text("Compose")
            }
        }
    }

    @ViewBuilder func screen(_ step: ClubStep) -> some View {
        let go = navigator.transitions
        switch step {
        case .feed: Button("Compose") { go(.feed).compose() }
        case .post(let id): Button("Author of \(id)") { go(.post).openAuthor(id: "ann") }
        case .profile: Button("Message") { go(.profile).message() }
        case .composer: Button("Post") { go(.composer).posted() }
        // A modal sheet: FlowTabHost disables its swipe; its buttons are its ways out.
        case .photoRules: Button("Discard the post") { go(.photoRules).discardPost() }
        case .friends: Button("Chat") { go(.friends).openChat() }
        case .chat: Text("Chat")
        case .settings: Button("Privacy") { go(.settings).privacy() }
        case .privacy: Text("Privacy")
        }
    }
}

@MainActor func driveTheBar(_ presenter: FlowPresenter<Club>) -> [ClubStep] {
    let model = FlowTabHostModel(presenter)
    if model.selection != .tab(.friends) { model.choose(.tab(.friends)) }
    model.choose(.action(.compose))
    model.setPath([], of: .friends)
    return model.path(of: .friends)
}
