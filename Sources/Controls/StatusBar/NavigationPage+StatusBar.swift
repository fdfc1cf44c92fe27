/// A page says how the status bar looks while it is the front-most screen (UIKit's
/// `preferredStatusBarStyle` and `prefersStatusBarHidden` on a view controller).
///
/// <!-- example context: let photo = VStackNode() -->
/// ```swift
/// let viewer = NavigationPage(title: "Photo", content: photo)
/// viewer.preferredStatusBarStyle = .lightContent   // light time and glyphs over the dark picture
/// viewer.prefersStatusBarHidden = false
/// ```
extension NavigationPage: StatusBarPreferring {}
