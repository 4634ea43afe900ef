/// Where the app sends a deep link (`open ID`, `archlab --open ID`), as UIKit hands a URL to the
/// scene delegate: each architecture's composition root gives its own navigation role — VIP's
/// and VIPER's Router, MVP's and MVVM's Coordinator, MVI's navigation state.
@MainActor
public protocol DeepLinkRouting: AnyObject {
    /// Shows user `id`'s detail on top of the list, replacing any detail already shown.
    func openUser(id: Int)
}
