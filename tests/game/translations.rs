//! Every piece of interface text has a Chinese translation.

use gomoku::i18n::chinese;

/// The string literal starting at `text[start..]` (which begins with `"`), unescaped enough
/// for interface text (no escapes are used there).
fn literal_at(text: &str, start: usize) -> Option<String> {
    let rest = text.get(start..)?.strip_prefix('"')?;
    let end = rest.find('"')?;
    Some(rest[..end].to_owned())
}

/// Literals passed to `tr(lang, …)`, and unless `tr_only`, those returned from the name tables
/// (`=> "…"`) and listed in the help tables (`("…", "…")`).
fn interface_strings(source: &str, tr_only: bool) -> Vec<String> {
    let squeezed: String = source.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut found = Vec::new();
    let prefixes: &[&str] = if tr_only {
        &["tr(lang, "]
    } else {
        &["tr(lang, ", "=> ", "(\"", ", \""]
    };
    for prefix in prefixes {
        let mut from = 0;
        while let Some(offset) = squeezed[from..].find(prefix) {
            let at = from + offset + prefix.len();
            let start = if prefix.ends_with('"') { at - 1 } else { at };
            if let Some(literal) = literal_at(&squeezed, start) {
                found.push(literal);
            }
            from = at;
        }
    }
    found
}

#[test]
fn every_interface_string_has_a_chinese_translation() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // The interface's own files: `ui`, `ui_kit` and each feature's panel (the save / open
    // window is `files`' panel).
    let mut files: Vec<(std::path::PathBuf, bool)> = Vec::new();
    for dir in ["ui", "ui_kit"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            files.push((entry.unwrap().path(), false));
        }
    }
    for panel in [
        "review/panel.rs",
        "puzzles/panel.rs",
        "editor/panel.rs",
        "files/window.rs",
    ] {
        files.push((root.join(panel), false));
    }
    // Outside the interface's own files, only what goes through `tr` is interface text.
    for name in ["files/native.rs", "files/web.rs", "files/save_open.rs"] {
        files.push((root.join(name), true));
    }
    let mut missing = Vec::new();
    let mut checked = 0;
    for (path, tr_only) in files {
        let source = std::fs::read_to_string(&path).unwrap();
        for text in interface_strings(&source, tr_only) {
            // Identifiers, formats and symbols are not prose.
            let prose = text.chars().any(|c| c.is_alphabetic())
                && !text.contains('_')
                && !text.contains('{')
                && !text.starts_with(' ')
                && text != "root"
                && text.chars().any(|c| c.is_lowercase() || !c.is_ascii());
            if !prose {
                continue;
            }
            checked += 1;
            if chinese(&text).is_none() {
                missing.push(format!("{}: {text:?}", path.display()));
            }
        }
    }
    // Names the engine supplies at run time.
    for text in [
        "freestyle",
        "standard",
        "renju",
        "caro",
        "double three",
        "double four",
        "overline",
    ] {
        if chinese(text).is_none() {
            missing.push(format!("engine name {text:?}"));
        }
    }
    assert!(
        checked > 100,
        "only {checked} strings found: is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "no translation for:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_bundled_font_draws_every_chinese_character() {
    let font: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-subset.otf");
    let face = ttf_parser::Face::parse(font, 0).expect("the bundled font parses");
    let missing: std::collections::BTreeSet<char> = gomoku::i18n::ZH
        .iter()
        .flat_map(|(_, zh)| zh.chars())
        .filter(|c| !c.is_ascii() && face.glyph_index(*c).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "characters the font lacks (run scripts/make-cjk-font.sh): {missing:?}"
    );
}
