import FlowChecker
import FlowCore

/// Judges the apps against the lock's: a saved app walk names its root (and holds the walk of
/// the root's flow), so a root that is gone, renamed (the same as gone: nothing declares a
/// root's old name) or now uses another flow breaks it. A root added is safe.
struct AppJudge {
    let lock: Lock
    let apps: [LockedApp]

    func run(_ sink: inout FindingSink) {
        for old in lock.apps {
            let new = apps.first { $0.app.name == old.name }
            for root in old.roots {
                judge(root, of: old, new, &sink)
            }
        }
    }

    private func judge(_ root: Lock.Root, of old: Lock.App, _ new: LockedApp?, _ sink: inout FindingSink) {
        let release = lock.header.release
        let message: String
        let place: FindingSink.Place
        if let new, let now = new.app.roots.first(where: { $0.name == root.name }) {
            guard now.flow.name != root.flow else { return }
            message = "root `\(root.name)` of app `\(old.name)` used flow `\(root.flow)` in release \(release), and now `\(now.flow.name)`: app walks saved on it no longer restore"
            place = FindingSink.Place(path: new.path, range: now.range)
        } else if let new {
            message = "root `\(root.name)` of app `\(old.name)` of release \(release) is gone: app walks saved on it restore to the app's start"
            place = FindingSink.Place(path: new.path, range: new.app.range)
        } else {
            message = "app `\(old.name)` of release \(release) is gone: app walks saved on its root `\(root.name)` restore nothing"
            place = FindingSink.Place(path: sink.lockPath, range: old.range)
        }
        let witness = CompatWitness.walk(saved: ["{\"root\":\(LockText.jsonString(root.name))}"], restoresTo: [])
        sink.add(
            FindingSink.Change(kind: .appRootRemoved, message: message, flow: old.name, subject: "root \(root.name)", walks: .breaking, witness: witness),
            at: place, recorded: (root.range, root.text)
        )
    }
}
