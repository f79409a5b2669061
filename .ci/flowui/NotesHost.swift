// .ci/flowui-check: an app's use of FlowHost with alerts and dialogs, on the Notes flow
// written by hand as flowc generates one (NotesFlow.swift): the
// app's texts in one closure, and the alert host model's API, so the hosts' alert signatures
// and isolation are checked from an app module too.
@_spi(Testing) import FlowRuntime
import FlowUI
import SwiftUI

struct NotesRoot: View {
    @State private var navigator = FlowNavigator<Notes>(flags: NotesFlagValues())

    var body: some View {
        FlowHost(navigator) { step in
            screen(step)
        }
        .flowAlertText { alert in
            switch alert.kind {
            case .confirmDelete:
                FlowAlertText(Text("Delete this note?"), message: Text("It can't be undone.")) { button in
                    button == .delete ? Text("Delete") : Text("Keep")
                }
            case .shareOptions, .pinOptions:
                FlowAlertText(Text("Share \(alert.over.name)")) { button in
                    switch button {
                    case .copyLink: Text("Copy Link")
                    case .shareAsImage: Text("Share as Image")
                    case .pinTop: Text("Pin to Top")
                    default: Text("Cancel")
                    }
                }
            }
        }
    }

    @ViewBuilder func screen(_ step: NotesStep) -> some View {
        let go = navigator.transitions
        switch step {
        case .list: Button("Open") { go(.list).open() }
        case .note: Button("Delete") { go(.note).delete() }
        case .image: Button("Remove") { go(.image).remove() }
        }
    }
}

@MainActor func answerTheDialog(_ presenter: FlowPresenter<Notes>) -> Bool {
    let model = FlowAlertHostModel(presenter)
    guard let dialog = model.alert(on: model.alertLayer, as: .dialog), let cancel = dialog.cancelButton else { return false }
    model.setPresented(false, on: model.alertLayer, as: .dialog)
    model.tap(cancel)
    return model.isPresented(on: model.alertLayer, as: .dialog)
}
