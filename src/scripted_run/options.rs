//! What a scripted run should do: from the command line (`cli.rs`) or from the page's address
//! in the browser (`from_page_query`).

use bevy::prelude::*;
use gomoku_engine::opening::{OpeningRule, Role};
use gomoku_engine::{Level, Rule};

use crate::i18n::{Language, language_from_tags};
use crate::screens::Screen;
use crate::settings::Mode;
use crate::sides::Stone;

/// What a scripted run should do; empty for a normal game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ScriptOptions {
    pub frame_report: Option<f32>,
    /// The desktop window's size in logical pixels.
    pub window_size: Option<(u32, u32)>,
    pub screenshot: Option<String>,
    pub at: Option<f32>,
    pub position: Option<String>,
    pub screen: Option<Screen>,
    pub mode: Option<Mode>,
    pub human: Option<Stone>,
    pub level: Option<Level>,
    pub rule: Option<Rule>,
    pub move_time_ms: Option<u32>,
    pub show_pv: bool,
    pub numbers: bool,
    pub language: Option<Language>,
    pub analyse: bool,
    /// Review the loaded game.
    pub review: bool,
    pub opening: Option<OpeningRule>,
    pub seat: Option<Role>,
    /// A puzzle to open by id, and an attacker move to play in it.
    pub puzzle: Option<String>,
    pub puzzle_move: Option<String>,
}

impl ScriptOptions {
    pub fn is_scripted(&self) -> bool {
        *self != ScriptOptions::default()
    }

    /// The options a link to the browser build may carry, from its query string: `position=`
    /// (a position string), `analyse`, `review`, `screen=play|review|edit|menu`, `lang=TAG` (en, zh-CN, zh-TW, ja, ko, vi, ru);
    /// e.g. `?position=h8i9h9&analyse`. A link with options opens that position without touching
    /// the saved game or settings. What is not understood is returned to be reported.
    pub fn from_page_query(query: &str) -> (ScriptOptions, Vec<String>) {
        let mut options = ScriptOptions::default();
        let mut ignored = Vec::new();
        for pair in query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
        {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match (key, value) {
                ("position", moves) if !moves.is_empty() => {
                    options.position = Some(moves.to_owned())
                }
                ("analyse", "") => options.analyse = true,
                ("review", "") => options.review = true,
                ("screen", "play") => options.screen = Some(Screen::Playing),
                ("screen", "review") => options.screen = Some(Screen::Review),
                ("screen", "edit") => options.screen = Some(Screen::Edit),
                ("screen", "menu") => options.screen = Some(Screen::Menu),
                ("lang", tag) if language_from_tags([tag]).is_some() => {
                    options.language = language_from_tags([tag])
                }
                _ => ignored.push(pair.to_owned()),
            }
        }
        if options.review && options.position.is_none() {
            options.review = false;
            ignored.push("review (it needs a position)".to_owned());
        }
        (options, ignored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_a_position_for_analysis_or_review_and_reports_the_rest() {
        let (options, ignored) =
            ScriptOptions::from_page_query("?position=h8i9h9&analyse&lang=zh&screen=review");
        assert_eq!(options.position.as_deref(), Some("h8i9h9"));
        assert!(options.analyse && !options.review);
        assert_eq!(options.language, Some(Language::SimplifiedChinese));
        assert_eq!(options.screen, Some(Screen::Review));
        assert!(ignored.is_empty() && options.is_scripted());
        let (options, ignored) = ScriptOptions::from_page_query("review&junk=1&screen=credits");
        assert!(!options.review, "a review needs a position");
        assert_eq!(ignored.len(), 3, "{ignored:?}");
        assert_eq!(
            ScriptOptions::from_page_query("").0,
            ScriptOptions::default()
        );
    }
}
