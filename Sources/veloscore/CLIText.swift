import VeloReport

/// The CLI's text of `key` (the catalogues' `cli.` keys) with `values` in its
/// placeholders, in the language this process speaks (``CLILanguage``).
func say(_ key: String, _ values: Any...) -> String { Localization.text("cli." + key, values.map { "\($0)" }) }

/// "1 file", "3 files" in the language this process speaks (`cli.KEY` and `cli.KEY.one`).
func sayCounted(_ key: String, _ count: Int) -> String { Localization.counted("cli." + key, count) }
