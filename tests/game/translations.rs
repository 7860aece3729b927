//! Every language has every message, with the same variables, in a file that parses; the
//! interface's files write no text of their own; each language's font draws all of its text.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use gomoku::i18n::{Language, Msg};

/// The variables a pattern refers to (in selectors and in every variant).
fn variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, found),
        Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                variables(&variant.value, found);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    }
}

/// Each message of `lang`'s file with its variables; panics on a syntax error.
fn messages(lang: Language) -> BTreeMap<String, BTreeSet<String>> {
    let resource = FluentResource::try_new(lang.messages_source().to_owned())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.tag()));
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        if let Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            let value = message.value.as_ref();
            let value =
                value.unwrap_or_else(|| panic!("{}: {} has no text", lang.tag(), message.id.name));
            variables(value, &mut vars);
            let earlier = found.insert(message.id.name.to_owned(), vars);
            assert!(
                earlier.is_none(),
                "{}: {} twice",
                lang.tag(),
                message.id.name
            );
        }
    }
    found
}

#[test]
fn every_language_has_every_message_with_its_variables() {
    let english = messages(Language::English);
    let ids: BTreeSet<&str> = Msg::ALL.iter().map(|msg| msg.id()).collect();
    assert_eq!(
        english.keys().map(String::as_str).collect::<BTreeSet<_>>(),
        ids
    );
    for lang in Language::ALL {
        let translated = messages(lang);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !translated.contains_key(*id))
            .collect();
        let extra: Vec<&String> = translated
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{}.ftl lacks {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{}.ftl has messages English lacks: {extra:?}",
            lang.tag()
        );
        for (id, vars) in &english {
            assert_eq!(
                &translated[id],
                vars,
                "{}.ftl: {id}'s variables",
                lang.tag()
            );
        }
    }
}

#[test]
fn every_message_formats_in_every_language() {
    for lang in Language::ALL {
        for msg in Msg::ALL {
            let text = gomoku::i18n::tr(lang, msg);
            assert!(
                !text.trim().is_empty(),
                "{}: {} is empty",
                lang.tag(),
                msg.id()
            );
        }
    }
}

/// String literals in `source` outside its tests, with the line they start on.
fn literals(source: &str) -> Vec<(usize, String)> {
    let code = source.split("#[cfg(test)]").next().unwrap_or(source);
    let mut found = Vec::new();
    for (number, line) in code.lines().enumerate() {
        // Log lines are for the developer, in English; so are values only ever logged.
        let logged = ["info!(", "warn!(", "error!(", "debug!(", "// logged only"];
        if logged.iter().any(|mark| line.contains(mark)) {
            continue;
        }
        let line = line.split("//").next().unwrap_or_default();
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else { break };
            found.push((number + 1, after[..end].to_owned()));
            rest = &after[end + 1..];
        }
    }
    found
}

/// Text a player would read: two or more words of letters.
fn is_prose(text: &str) -> bool {
    let words = text
        .split_whitespace()
        .filter(|word| word.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    words >= 2 && !text.contains('{') && !text.contains('_')
}

#[test]
fn the_interface_files_write_no_text_of_their_own() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for dir in ["ui", "ui_kit"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    for name in [
        "review/panel.rs",
        "puzzles/panel.rs",
        "editor/panel.rs",
        "files/window.rs",
        "files/native.rs",
        "files/web.rs",
        "files/save_open.rs",
        "overlays.rs",
    ] {
        files.push(root.join(name));
    }
    let mut untranslated = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        for (line, text) in literals(&source) {
            if is_prose(&text) {
                untranslated.push(format!("{}:{line}: {text:?}", path.display()));
            }
        }
    }
    assert!(files.len() > 20, "only {} files found", files.len());
    assert!(
        untranslated.is_empty(),
        "text written in the code, not in assets/locales/:\n{}",
        untranslated.join("\n")
    );
}

/// The characters of `text` that none of `fonts` draws (spaces and line ends need none).
fn without_glyph(text: &str, fonts: &[&[u8]]) -> BTreeSet<char> {
    let faces: Vec<ttf_parser::Face> = fonts
        .iter()
        .map(|bytes| ttf_parser::Face::parse(bytes, 0).expect("a bundled font parses"))
        .collect();
    text.chars()
        .filter(|c| !c.is_whitespace())
        .filter(|c| faces.iter().all(|face| face.glyph_index(*c).is_none()))
        .collect()
}

#[test]
fn every_character_of_every_language_has_a_glyph_in_its_fonts() {
    use gomoku::fonts::{LANGUAGE_NAMES_FONT, LATIN_FONT, bundled_font};
    for lang in Language::ALL {
        let own = bundled_font(lang.script()).expect("the desktop build has every font");
        // The interface draws with these, in this order (src/ui/root.rs).
        let fonts = [LATIN_FONT, own, LANGUAGE_NAMES_FONT];
        let missing = without_glyph(lang.messages_source(), &fonts);
        assert!(
            missing.is_empty(),
            "{}: no glyph for {missing:?} (run scripts/make-fonts.sh)",
            lang.tag()
        );
        // The board's words use the language's own font alone (src/overlays.rs).
        let forbidden: String = [
            Msg::ForbiddenDoubleThree,
            Msg::ForbiddenDoubleFour,
            Msg::ForbiddenOverline,
        ]
        .iter()
        .map(|msg| gomoku::i18n::tr(lang, *msg))
        .collect();
        let missing = without_glyph(&forbidden, &[own]);
        assert!(
            missing.is_empty(),
            "{}: the board's font lacks {missing:?}",
            lang.tag()
        );
    }
    let names: String = Language::ALL
        .iter()
        .map(|lang| lang.native_name())
        .collect();
    let missing = without_glyph(&names, &[LATIN_FONT, LANGUAGE_NAMES_FONT]);
    assert!(missing.is_empty(), "the language menu lacks {missing:?}");
}
