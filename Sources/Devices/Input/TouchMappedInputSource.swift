public import Input

/// An input source whose positions depend on the display: the host hands it the display's
/// ``TouchMapping`` when a display is attached or changes (hotplug, mode set), never per event.
public protocol TouchMappedInputSource: InputSource {
    /// How device positions become window points.
    var touchMapping: TouchMapping { get set }
}
