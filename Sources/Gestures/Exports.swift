// Gestures speaks in Input's values (events, touch scripts): whoever imports Gestures has them.
@_exported public import Input
