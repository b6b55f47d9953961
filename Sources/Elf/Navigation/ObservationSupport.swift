import Observation

/// An `ObservationRegistrar` that a type available before the Observation
/// framework can hold: it exists only where the framework does (iOS 17,
/// macOS 14, tvOS 17, watchOS 10, and every Linux toolchain Elf builds
/// with), and does nothing elsewhere.
///
/// Its owners (``Elf/StackNavigator``, ``Elf/Navigation``) conform to
/// `Observable` where the framework exists, and call ``access(_:keyPath:)``
/// in the getter and ``withMutation(of:keyPath:_:)`` in the setter of each
/// observed property, as the `@Observable` macro would.
struct ObservationSupport: Sendable {
    /// The registrar, when the framework exists.
    private let registrar: (any Sendable)?

    init() {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            registrar = ObservationRegistrar()
        } else {
            registrar = nil
        }
    }

    /// Records that `keyPath` of `subject` was read, for `withObservationTracking` and SwiftUI.
    func access<Subject: AnyObject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = registrar as? ObservationRegistrar,
            let observable = subject as? any Observable
        {
            func access<Observed: Observable>(_ observed: Observed) {
                guard let path = keyPath as? KeyPath<Observed, Member> else { return }
                registrar.access(observed, keyPath: path)
            }
            access(observable)
        }
    }

    /// Tells observers that `keyPath` of `subject` changes while `mutation` runs.
    func withMutation<Subject: AnyObject, Member>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () -> Void
    ) {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = registrar as? ObservationRegistrar,
            let observable = subject as? any Observable
        {
            func mutate<Observed: Observable>(_ observed: Observed) {
                guard let path = keyPath as? KeyPath<Observed, Member> else { return mutation() }
                registrar.withMutation(of: observed, keyPath: path, mutation)
            }
            mutate(observable)
        } else {
            mutation()
        }
    }
}
