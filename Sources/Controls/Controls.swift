// Controls: the HIG controls, built only from APIs apps also have (docs/architecture.md).
// Its types arrive with the controls issue.
