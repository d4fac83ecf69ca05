/// The theme built into the `precept` binary: the project's `templates/` folder, embedded at build time by the
/// `EmbedTheme` plugin (`Plugins/EmbedTheme`), which defines `BuiltInTheme.files` in a generated file. Edit
/// `templates/` and build; there is nothing to regenerate or commit.
package enum BuiltInTheme {}
