//! Each language's Fluent bundle, built once, and its messages without variables formatted once:
//! a label drawn every frame is an index into a list, not a search or a format.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Language, Msg};

/// A value for a message's variable: a number (which also picks the plural form) or a text.
pub type Arg<'a> = FluentValue<'a>;

struct Catalog {
    bundle: FluentBundle<FluentResource>,
    /// Each message formatted without variables, by `Msg as usize`; `None` where this language
    /// lacks it (English is used instead).
    plain: Vec<Option<String>>,
}

static CATALOGS: [OnceLock<Catalog>; Language::ALL.len()] =
    [const { OnceLock::new() }; Language::ALL.len()];

fn catalog(lang: Language) -> &'static Catalog {
    CATALOGS[lang as usize].get_or_init(|| Catalog::build(lang))
}

impl Catalog {
    fn build(lang: Language) -> Catalog {
        let bundle = bundle(lang);
        let plain = Msg::ALL
            .iter()
            .map(|msg| format(&bundle, *msg, None))
            .collect();
        Catalog { bundle, plain }
    }
}

/// The bundle of `lang`'s file. A file that does not parse whole keeps the messages that do (a
/// test keeps every file clean, so this is only a guard); the others fall back to English.
fn bundle(lang: Language) -> FluentBundle<FluentResource> {
    let resource = match FluentResource::try_new(lang.messages_source().to_owned()) {
        Ok(resource) => resource,
        Err((partial, errors)) => {
            bevy::log::warn!("{}.ftl: {} syntax errors", lang.tag(), errors.len());
            partial
        }
    };
    let id = lang
        .tag()
        .parse()
        .unwrap_or(unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No bidirectional isolation marks around variables: every language here is left to right,
    // and the fonts have no glyph for them.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        bevy::log::warn!("{}.ftl: {} messages not added", lang.tag(), errors.len());
    }
    bundle
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    msg: Msg,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(msg.id())?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

/// `msg` in `lang`, for a message without variables.
pub fn tr(lang: Language, msg: Msg) -> &'static str {
    let text = &catalog(lang).plain[msg as usize];
    match text {
        Some(text) => text,
        None if lang != Language::English => tr(Language::English, msg),
        None => msg.id(),
    }
}

/// `msg` in `lang` with its variables: `tr_args(lang, Msg::StreakCount, &[("n", 3.into())])`.
pub fn tr_args(lang: Language, msg: Msg, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let formatted = format(&catalog(lang).bundle, msg, Some(&fluent_args));
    match formatted {
        Some(text) => text,
        None if lang != Language::English => tr_args(Language::English, msg, args),
        None => msg.id().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_looked_up_and_variables_filled_in() {
        assert_eq!(tr(Language::English, Msg::Undo), "Undo");
        assert_eq!(tr(Language::SimplifiedChinese, Msg::Undo), "悔棋");
        let streak = tr_args(Language::English, Msg::StreakCount, &[("n", 3.into())]);
        assert_eq!(streak, "Streak: 3");
        let streak = tr_args(
            Language::SimplifiedChinese,
            Msg::StreakCount,
            &[("n", 3.into())],
        );
        assert_eq!(streak, "连胜：3");
    }

    #[test]
    fn counts_pick_the_plural_form() {
        let one = tr_args(
            Language::English,
            Msg::SuggestionGames,
            &[
                ("games", 1.into()),
                ("elo", 1200.into()),
                ("strength", "Easy".into()),
            ],
        );
        assert!(one.starts_with("From one game you"), "{one}");
        let three = tr_args(
            Language::English,
            Msg::SuggestionGames,
            &[
                ("games", 3.into()),
                ("elo", 1200.into()),
                ("strength", "Easy".into()),
            ],
        );
        assert!(three.starts_with("From 3 games you"), "{three}");
    }
}
