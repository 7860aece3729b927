//! What the player chose: rule, board, opponents, AI strength and the look of the board. Saved
//! between runs by the persistence plugin.

use std::collections::{BTreeMap, BTreeSet};

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::opening::canonical::CanonicalOpening;
use gomoku_engine::opening::{OpeningRule, Role};
use gomoku_engine::strength::{Suggestion, Tally, suggest};
use gomoku_engine::{BoardSize, Level, Rule, Strength, Style};
use serde::{Deserialize, Serialize};

use crate::i18n::Language;

/// Board edges offered in the menu (15 is the standard).
pub const BOARD_SIZES: [u8; 3] = [15, 19, 20];
/// The times per position a game review offers, in milliseconds.
pub const REVIEW_TIME_CHOICES_MS: [u32; 4] = [100, 300, 1000, 3000];
/// Most best moves the analysis marks on the board.
pub const MAX_ANALYSIS_LINES: u8 = 5;
/// Bounds for the AI's time per move, in milliseconds.
pub const MOVE_TIME_RANGE_MS: std::ops::RangeInclusive<u32> = 200..=30_000;

/// The most threads a search may use on a machine with `cores` cores: all but one, which stays
/// with the game's frames; at least one, at most the engine's limit.
pub fn max_search_threads(cores: usize) -> u32 {
    let spare = u32::try_from(cores.saturating_sub(1)).unwrap_or(u32::MAX);
    spare.clamp(1, gomoku_engine::search::MAX_THREADS)
}

/// [`max_search_threads`] on this machine. The browser build searches on one thread: its Web
/// Worker cannot share the engine's memory with others without cross-origin isolation.
pub fn machine_search_threads() -> u32 {
    if cfg!(all(target_arch = "wasm32", target_os = "unknown")) {
        1
    } else {
        max_search_threads(bevy::tasks::available_parallelism())
    }
}

/// Who sits at the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// One person against the engine, playing `Settings::human_color`.
    #[default]
    HumanVsAi,
    /// Two people sharing the device.
    HumanVsHuman,
    /// The engine plays both sides: a demonstration.
    AiVsAi,
    /// Forced-win puzzles: the player attacks, the engine defends (see `puzzles`).
    Puzzles,
}

impl Mode {
    pub const ALL: [Mode; 4] = [
        Mode::HumanVsAi,
        Mode::HumanVsHuman,
        Mode::AiVsAi,
        Mode::Puzzles,
    ];

    /// Whether one person plays against the engine (undo takes back the engine's reply too).
    pub fn against_ai(self) -> bool {
        matches!(self, Mode::HumanVsAi | Mode::Puzzles)
    }
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub mode: Mode,
    /// The human's colour against the AI: black moves first.
    pub human_color: Stone,
    pub rule: Rule,
    pub board_size: u8,
    /// The named level last chosen (the nearest one below when the strength is between two).
    pub level: Level,
    /// The AI's point on the strength scale; `None` (files from before the scale): the
    /// level's point.
    pub strength: Option<Strength>,
    /// The person's results against the AI, per strength (0-100), for *Suggest a level*.
    pub results: BTreeMap<u8, Tally>,
    pub style: Style,
    /// The engine's thinking time per move (Master; lower strengths search a fixed number of
    /// nodes within it).
    pub move_time_ms: u32,
    /// Threads Master searches with, for its moves and for hints, analysis and reviews (the
    /// lower strengths use one). Files saved before it existed get the default.
    pub search_threads: u32,
    pub language: Language,
    pub muted: bool,
    pub show_move_numbers: bool,
    pub show_coordinates: bool,
    /// Faint stones for the AI's principal variation.
    pub show_pv: bool,
    /// Marks on black's forbidden points under renju.
    pub show_forbidden: bool,
    /// Touch: the first tap only moves the cursor; a second tap on it places the stone.
    pub tap_twice_to_confirm: bool,
    /// Whether a touch has reached the board yet: the first one turns
    /// [`Self::tap_twice_to_confirm`] on.
    pub touch_seen: bool,
    pub show_analysis: bool,
    /// The time a game review gives each position, in milliseconds.
    pub review_ms: u32,
    /// How many best moves the *Analyse* toggle follows and marks on the board (1-5).
    pub analysis_lines: u8,
    /// Renju: whether black's forbidden move is played and loses (the tournament referee) or
    /// is refused with its reason. Files from before it kept a `forbidden_move_loses` flag
    /// that was always the old default, so it is read as the new default.
    pub forbidden_moves: ForbiddenMoves,
    /// Puzzle mode's level, puzzle on the board, solved puzzles and streaks.
    pub puzzles: PuzzleProgress,
    /// The opening rule: swap or swap2 for freestyle and standard, Soosõrv-8 or Taraguchi-10
    /// for renju (a rule that does not fit the game's rule is not played).
    pub opening_rule: OpeningRule,
    /// The person's seat under an opening rule against the engine.
    pub swap_role: Role,
    /// Renju: the canonical opening a new game starts from (none: the empty board).
    pub start_opening: Option<CanonicalOpening>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::HumanVsAi,
            human_color: Stone::Black,
            rule: Rule::Freestyle,
            board_size: 15,
            level: Level::Medium,
            strength: None,
            results: BTreeMap::new(),
            style: Style::Balanced,
            move_time_ms: 2000,
            search_threads: machine_search_threads(),
            language: Language::English,
            muted: false,
            show_move_numbers: false,
            show_coordinates: true,
            show_pv: false,
            show_forbidden: true,
            tap_twice_to_confirm: false,
            touch_seen: false,
            show_analysis: true,
            analysis_lines: 3,
            review_ms: 300,
            forbidden_moves: ForbiddenMoves::ByLevel,
            puzzles: PuzzleProgress::default(),
            opening_rule: OpeningRule::None,
            swap_role: Role::Proposer,
            start_opening: None,
        }
    }
}

/// What happens to black's forbidden move under renju.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForbiddenMoves {
    /// Refused against the levels up to easy (a beginner learns the rule from the reason);
    /// loses against the higher ones and between people, as a referee rules.
    #[default]
    ByLevel,
    Lose,
    Refuse,
}

impl ForbiddenMoves {
    pub const ALL: [ForbiddenMoves; 3] = [
        ForbiddenMoves::ByLevel,
        ForbiddenMoves::Lose,
        ForbiddenMoves::Refuse,
    ];
}

/// What the player has done in puzzle mode, saved with the settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    /// The level chosen in the menu, 1-5.
    pub level: u8,
    /// The puzzle on the board (its id), and the colour the player attacks with there.
    pub current: Option<String>,
    pub attacker: Stone,
    pub solved: BTreeSet<String>,
    /// Puzzles solved in a row without a wrong move, and the best such run.
    pub streak: u32,
    pub best_streak: u32,
}

impl Default for PuzzleProgress {
    fn default() -> Self {
        PuzzleProgress {
            level: 1,
            current: None,
            attacker: Stone::Black,
            solved: BTreeSet::new(),
            streak: 0,
            best_streak: 0,
        }
    }
}

impl Settings {
    /// The board size, clamped to what the menu offers (a hand-edited file may hold anything).
    pub fn board_size(&self) -> BoardSize {
        let edge = if BOARD_SIZES.contains(&self.board_size) {
            self.board_size
        } else {
            15
        };
        BoardSize::new(u32::from(edge)).expect("menu sizes are valid")
    }

    /// The number of best moves analysis shows, clamped to what the view options offer.
    pub fn analysis_lines(&self) -> usize {
        usize::from(self.analysis_lines.clamp(1, MAX_ANALYSIS_LINES))
    }

    /// The time a review gives each position, clamped to what the panel offers.
    pub fn review_time(&self) -> std::time::Duration {
        let ms = self.review_ms.clamp(
            *REVIEW_TIME_CHOICES_MS.first().expect("choices"),
            *REVIEW_TIME_CHOICES_MS.last().expect("choices"),
        );
        std::time::Duration::from_millis(u64::from(ms))
    }

    /// The AI's time per move, clamped to the menu's range.
    pub fn move_time(&self) -> std::time::Duration {
        let ms = self
            .move_time_ms
            .clamp(*MOVE_TIME_RANGE_MS.start(), *MOVE_TIME_RANGE_MS.end());
        std::time::Duration::from_millis(u64::from(ms))
    }

    /// The threads Master searches with, clamped to what this machine allows (the search
    /// itself also leaves a thread of Bevy's async compute pool free, see `crate::ai`).
    pub fn search_threads(&self) -> u32 {
        self.search_threads.clamp(1, machine_search_threads())
    }

    /// Whether black's forbidden move loses (else it is refused), as the setting decides for
    /// the opponent chosen.
    pub fn forbidden_move_loses(&self) -> bool {
        match self.forbidden_moves {
            ForbiddenMoves::Lose => true,
            ForbiddenMoves::Refuse => false,
            ForbiddenMoves::ByLevel => {
                self.mode != Mode::HumanVsAi || self.strength() >= Level::Medium.strength()
            }
        }
    }

    /// The AI's strength: the one chosen, else the level's point.
    pub fn strength(&self) -> Strength {
        self.strength.unwrap_or(self.level.strength())
    }

    /// Plays against `level` from now on (its point on the scale).
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
        self.strength = Some(level.strength());
    }

    /// Plays against `strength` from now on; the level becomes the named one at or below it.
    pub fn set_strength(&mut self, strength: Strength) {
        self.level = Level::at_or_below(strength);
        self.strength = Some(strength);
    }

    /// Counts a finished game against the AI at `strength` (`won`: `Some(true)` a win,
    /// `Some(false)` a loss, `None` a draw).
    pub fn record_result(&mut self, strength: Strength, won: Option<bool>) {
        let tally = self.results.entry(strength.get()).or_default();
        let counter = match won {
            Some(true) => &mut tally.wins,
            Some(false) => &mut tally.losses,
            None => &mut tally.draws,
        };
        *counter = counter.saturating_add(1);
    }

    /// The next strength to try, from the saved results (entries a hand-edited file made out
    /// of range are skipped).
    pub fn suggestion(&self) -> Option<Suggestion> {
        suggest(
            self.results
                .iter()
                .filter_map(|(&point, &tally)| Strength::new(point).ok().map(|s| (s, tally))),
        )
    }

    /// The one person's colour against the engine (none between people or in a demo).
    pub fn player_color(&self) -> Option<Stone> {
        match self.mode {
            Mode::HumanVsAi => Some(self.human_color),
            Mode::Puzzles => Some(self.puzzles.attacker),
            Mode::HumanVsHuman | Mode::AiVsAi => None,
        }
    }

    /// Whether the engine takes `role` of the opening rule in this mode.
    pub fn ai_has_role(&self, role: Role) -> bool {
        match self.mode {
            Mode::HumanVsAi => role != self.swap_role,
            Mode::HumanVsHuman | Mode::Puzzles => false,
            Mode::AiVsAi => true,
        }
    }

    /// Whether the engine plays `color` in this mode.
    pub fn ai_plays(&self, color: Stone) -> bool {
        match self.mode {
            Mode::HumanVsAi => color != self.human_color,
            Mode::HumanVsHuman => false,
            Mode::AiVsAi => true,
            Mode::Puzzles => color != self.puzzles.attacker,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_edited_file_with_missing_or_odd_fields_still_loads() {
        let settings: Settings =
            serde_json::from_str(r#"{"board_size": 7, "move_time_ms": 0}"#).unwrap();
        assert_eq!(settings.board_size().get(), 15);
        assert_eq!(settings.move_time().as_millis(), 200);
        assert_eq!(settings.rule, Rule::Freestyle);
    }

    #[test]
    fn the_strength_follows_the_level_or_the_slider_and_results_suggest_the_next() {
        let mut settings: Settings = serde_json::from_str(r#"{"level": "hard"}"#).unwrap();
        assert_eq!(
            settings.strength(),
            Level::Hard.strength(),
            "an old file keeps its level"
        );
        settings.set_strength(Strength::new(60).unwrap());
        assert_eq!(settings.strength().get(), 60);
        assert_eq!(settings.level, Level::Skilled);
        settings.set_strength(Strength::new(65).unwrap());
        assert_eq!(
            settings.level,
            Level::Skilled,
            "the named level at or below"
        );
        settings.set_level(Level::Easy);
        assert_eq!(settings.strength(), Level::Easy.strength());
        assert_eq!(settings.suggestion(), None);
        for _ in 0..4 {
            settings.record_result(Strength::new(40).unwrap(), Some(true));
        }
        settings.record_result(Strength::new(40).unwrap(), None);
        assert_eq!(
            settings.results[&40],
            Tally {
                wins: 4,
                losses: 0,
                draws: 1
            }
        );
        let suggestion = settings.suggestion().expect("results");
        assert!(
            suggestion.strength.get() > 40 && suggestion.games == 5,
            "{suggestion:?}"
        );
        let text = serde_json::to_string(&settings).unwrap();
        let again: Settings = serde_json::from_str(&text).unwrap();
        assert_eq!(again, settings);
        // Out-of-range entries in a hand-edited file load and are ignored.
        let odd: Settings =
            serde_json::from_str(r#"{"strength": 55, "results": {"250": {"wins": 3}}}"#).unwrap();
        assert_eq!(odd.strength().get(), 55);
        assert_eq!(odd.suggestion(), None);
        assert!(serde_json::from_str::<Settings>(r#"{"strength": 101}"#).is_err());
    }

    #[test]
    fn a_search_leaves_one_core_to_the_frames() {
        assert_eq!(max_search_threads(0), 1);
        assert_eq!(max_search_threads(1), 1);
        assert_eq!(max_search_threads(2), 1);
        assert_eq!(max_search_threads(8), 7);
        assert_eq!(max_search_threads(1000), gomoku_engine::search::MAX_THREADS);
        let settings = Settings {
            search_threads: 0,
            ..Settings::default()
        };
        assert_eq!(settings.search_threads(), 1);
        let settings = Settings {
            search_threads: u32::MAX,
            ..Settings::default()
        };
        assert_eq!(settings.search_threads(), machine_search_threads());
    }

    #[test]
    fn who_plays_follows_the_mode() {
        let mut settings = Settings::default();
        assert!(settings.ai_plays(Stone::White) && !settings.ai_plays(Stone::Black));
        settings.human_color = Stone::White;
        assert!(settings.ai_plays(Stone::Black) && !settings.ai_plays(Stone::White));
        settings.mode = Mode::HumanVsHuman;
        assert!(!settings.ai_plays(Stone::Black) && !settings.ai_plays(Stone::White));
        settings.mode = Mode::AiVsAi;
        assert!(settings.ai_plays(Stone::Black) && settings.ai_plays(Stone::White));
        settings.mode = Mode::Puzzles;
        settings.puzzles.attacker = Stone::White;
        assert!(settings.ai_plays(Stone::Black) && !settings.ai_plays(Stone::White));
    }
}
