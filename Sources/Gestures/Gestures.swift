// Gestures: touch, pointer and key events and the recognizers (docs/architecture.md).
// Its types arrive with the input and gestures issue.
