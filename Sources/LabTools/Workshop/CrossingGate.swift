import Lab

/// `archlab workshop check --as ARCH`, the migration gate: whether the copy crosses its
/// boundaries as ARCH does. Frames cannot tell — they are identical in every architecture —
/// so this compares the crossings recorded from the running copy (each step's
/// `StepRecord.crossings`): for every step of every scenario, the roles and the order of the
/// calls, never the messages. A gesture crosses like ARCH when every step of it does in every
/// scenario; the others are named, with those that still cross like the copy's origin.
enum CrossingGate {
    /// One scenario, run in the copy, in the target and in the copy's origin.
    struct Runs {
        /// The scenario's name.
        let scenario: String
        /// The copy's steps.
        let copy: [StepRecord]
        /// The target's steps.
        let target: [StepRecord]
        /// The origin's steps.
        let origin: [StepRecord]
    }

    /// One step where the copy crosses otherwise than the target.
    struct Difference {
        /// The scenario's name.
        let scenario: String
        /// The step, e.g. "3 refresh".
        let step: String
        /// The copy's crossings, as roles.
        let copy: [String]
        /// The target's crossings, as roles.
        let target: [String]
    }

    /// What the gate found.
    struct Verdict {
        /// The target's and the origin's names.
        let target: String
        let origin: String
        /// Gestures that cross like the target in every step.
        let likeTarget: [String]
        /// Gestures that do not, but still cross like the origin in some step.
        let likeOrigin: [String]
        /// Gestures that cross like neither.
        let likeNeither: [String]
        /// The first step of each gesture that does not cross like the target.
        let firstDifference: [String: Difference]
        /// The roles the copy's and the target's crossings name, in order of appearance.
        let copyRoles: [String]
        let targetRoles: [String]

        /// Whether every gesture crosses like the target.
        var passes: Bool { likeOrigin.isEmpty && likeNeither.isEmpty }

        /// The report `workshop verify` prints, ending with the line `structure: …`.
        var lines: [String] {
            var lines = [
                "crossings as \(target)? (roles and order of the calls of each gesture, from the running copy's traces)",
                "  roles: the copy's traces name \(copyRoles.joined(separator: ", ")); \(target)'s name "
                    + targetRoles.joined(separator: ", "),
                "  like \(target): \(list(likeTarget))",
            ]
            if target != origin { lines.append("  still like \(origin): \(list(likeOrigin))") }
            lines.append("  like neither: \(list(likeNeither))")
            for gesture in likeOrigin + likeNeither {
                guard let difference = firstDifference[gesture] else { continue }
                lines.append(
                    "    \(gesture), first in \(difference.scenario) step \(difference.step): the copy "
                        + "\(sequence(difference.copy)); \(target) \(sequence(difference.target))")
            }
            let behind = likeOrigin + likeNeither
            let total = likeTarget.count + behind.count
            lines.append(
                behind.isEmpty
                    ? "structure: every gesture (\(total)) crosses like \(target)"
                    : "structure: \(behind.count) of \(total) gestures do not cross like \(target) yet"
                        + (likeOrigin.isEmpty
                            ? "" : "; still like \(origin): \(likeOrigin.joined(separator: ", "))"))
            return lines
        }

        private func list(_ gestures: [String]) -> String {
            gestures.isEmpty ? "none" : gestures.joined(separator: ", ")
        }

        /// The roles in order, a run of the same crossing written once with its count.
        private func sequence(_ roles: [String]) -> String {
            guard !roles.isEmpty else { return "(no crossings)" }
            var runs: [(role: String, count: Int)] = []
            for role in roles {
                if runs.last?.role == role { runs[runs.count - 1].count += 1 } else { runs.append((role, 1)) }
            }
            return runs.map { $0.count > 1 ? "\($0.role) ×\($0.count)" : $0.role }.joined(separator: ", ")
        }
    }

    /// A step's crossings as roles, in order: `View → ViewModel`.
    static func roles(_ step: StepRecord) -> [String] {
        step.crossings.map { "\($0.from) → \($0.to)" }
    }

    /// What a step is, for the report: a gesture's first word (`tap`, `set`) or a backend
    /// control's first two (`backend release`).
    static func gesture(_ step: StepRecord) -> String {
        let words = step.step.text.split(separator: " ")
        let count = words.first == "backend" ? 2 : 1
        return words.prefix(count).joined(separator: " ")
    }

    /// Judges the copy against `target` over `runs`.
    static func judge(_ runs: [Runs], target: String, origin: String) -> Verdict {
        // Gestures in order of first appearance; only those that cross something somewhere count.
        var order: [String] = []
        var crossing: Set<String> = []
        var behind: Set<String> = []
        var stillOrigin: Set<String> = []
        var firstDifference: [String: Difference] = [:]
        var copyRoles: [String] = []
        var targetRoles: [String] = []
        func note(_ step: StepRecord, in roles: inout [String]) {
            for crossing in step.crossings {
                for role in [crossing.from, crossing.to]
                where !roles.contains(role) && !Architecture.hostRoles.contains(role) {
                    roles.append(role)
                }
            }
        }
        for run in runs {
            for (index, copyStep) in run.copy.enumerated() {
                let name = gesture(copyStep)
                if !order.contains(name) { order.append(name) }
                note(copyStep, in: &copyRoles)
                guard index < run.target.count else {
                    behind.insert(name)
                    crossing.insert(name)
                    continue
                }
                let targetStep = run.target[index]
                note(targetStep, in: &targetRoles)
                let mine = roles(copyStep)
                let theirs = roles(targetStep)
                if !mine.isEmpty || !theirs.isEmpty { crossing.insert(name) }
                guard mine != theirs else { continue }
                behind.insert(name)
                if index < run.origin.count, mine == roles(run.origin[index]) { stillOrigin.insert(name) }
                if firstDifference[name] == nil {
                    firstDifference[name] = Difference(
                        scenario: run.scenario, step: copyStep.label, copy: mine, target: theirs)
                }
            }
        }
        order = order.filter(crossing.contains)
        return Verdict(
            target: target, origin: origin, likeTarget: order.filter { !behind.contains($0) },
            likeOrigin: order.filter { stillOrigin.contains($0) },
            likeNeither: order.filter { behind.contains($0) && !stillOrigin.contains($0) },
            firstDifference: firstDifference, copyRoles: copyRoles, targetRoles: targetRoles)
    }
}
