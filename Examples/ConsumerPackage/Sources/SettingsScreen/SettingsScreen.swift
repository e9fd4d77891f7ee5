import ScreenReaderSim

/// The app's settings screen, as its accessibility spec describes it.
public enum SettingsScreen {
    /// The screen: a heading, a notifications row with its switch, and a guests stepper.
    public static func make(notificationsOn: Bool = true) -> Screen {
        Screen("Settings") {
            Heading("Notifications")
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: notificationsOn) }
            Stepper("Guests", value: 2, in: 1...10)
        }
    }
}
