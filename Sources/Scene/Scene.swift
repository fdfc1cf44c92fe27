// Scene: the retained node tree, layout, environment, damage and animation (docs/architecture.md).
// Its types arrive with the scene issue; nothing here pretends to work before then.
