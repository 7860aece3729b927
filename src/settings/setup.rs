//! How a game is set up: who sits at the board, the rule, the board, the opening rule, the
//! opponent (its strength, style, time and threads), and the puzzle on the board in puzzle mode.
//! The menu edits a draft of it; a new game starts from it.

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::opening::canonical::CanonicalOpening;
use gomoku_engine::opening::{OpeningRule, Role};
use gomoku_engine::{BoardSize, Level, Rule, Strength, Style};
use serde::{Deserialize, Serialize};

/// Board edges offered in the menu (15 is the standard).
pub const BOARD_SIZES: [u8; 3] = [15, 19, 20];
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
    /// One person against the engine, playing `GameSetup::human_color`.
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

/// How the next game is set up, and who plays the one on the board.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
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
    pub style: Style,
    /// The engine's thinking time per move (Master; lower strengths search a fixed number of
    /// nodes within it).
    pub move_time_ms: u32,
    /// Threads Master searches with, for its moves and for hints, analysis and reviews (the
    /// lower strengths use one). Files saved before it existed get the default.
    pub search_threads: u32,
    /// Renju: whether black's forbidden move is played and loses (the tournament referee) or
    /// is refused with its reason. Files from before it kept a `forbidden_move_loses` flag
    /// that was always the old default, so it is read as the new default.
    pub forbidden_moves: ForbiddenMoves,
    /// The opening rule: swap or swap2 for freestyle and standard, Soosõrv-8 or Taraguchi-10
    /// for renju (a rule that does not fit the game's rule is not played).
    pub opening_rule: OpeningRule,
    /// The person's seat under an opening rule against the engine.
    pub swap_role: Role,
    /// Renju: the canonical opening a new game starts from (none: the empty board).
    pub start_opening: Option<CanonicalOpening>,
    /// Puzzle mode's level and the puzzle on the board (saved with the player's puzzle
    /// record, under `puzzles`).
    #[serde(skip)]
    pub puzzle: PuzzleSeat,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            mode: Mode::HumanVsAi,
            human_color: Stone::Black,
            rule: Rule::Freestyle,
            board_size: 15,
            level: Level::Medium,
            strength: None,
            style: Style::Balanced,
            move_time_ms: 2000,
            search_threads: machine_search_threads(),
            forbidden_moves: ForbiddenMoves::ByLevel,
            opening_rule: OpeningRule::None,
            swap_role: Role::Proposer,
            start_opening: None,
            puzzle: PuzzleSeat::default(),
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

/// The puzzle mode's seat: the level chosen in the menu and the puzzle on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSeat {
    /// The level chosen in the menu, 1-5.
    pub level: u8,
    /// The puzzle on the board (its id), and the colour the player attacks with there.
    pub current: Option<String>,
    pub attacker: Stone,
}

impl Default for PuzzleSeat {
    fn default() -> Self {
        PuzzleSeat {
            level: 1,
            current: None,
            attacker: Stone::Black,
        }
    }
}

impl GameSetup {
    /// The board size, clamped to what the menu offers (a hand-edited file may hold anything).
    pub fn board_size(&self) -> BoardSize {
        let edge = if BOARD_SIZES.contains(&self.board_size) {
            self.board_size
        } else {
            15
        };
        BoardSize::new(u32::from(edge)).expect("menu sizes are valid")
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

    /// The one person's colour against the engine (none between people or in a demo).
    pub fn player_color(&self) -> Option<Stone> {
        match self.mode {
            Mode::HumanVsAi => Some(self.human_color),
            Mode::Puzzles => Some(self.puzzle.attacker),
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
            Mode::Puzzles => color != self.puzzle.attacker,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{PlayerRecord, Preferences, SavedSettings};
    use gomoku_engine::strength::Tally;

    fn parts(text: &str) -> (GameSetup, Preferences, PlayerRecord) {
        serde_json::from_str::<SavedSettings>(text)
            .expect("a settings file")
            .into_parts()
    }

    #[test]
    fn a_hand_edited_file_with_missing_or_odd_fields_still_loads() {
        let (setup, preferences, _) = parts(r#"{"board_size": 7, "move_time_ms": 0}"#);
        assert_eq!(setup.board_size().get(), 15);
        assert_eq!(setup.move_time().as_millis(), 200);
        assert_eq!(setup.rule, Rule::Freestyle);
        assert_eq!(preferences, Preferences::default());
    }

    #[test]
    fn the_strength_follows_the_level_or_the_slider_and_results_suggest_the_next() {
        let (mut setup, preferences, mut record) = parts(r#"{"level": "hard"}"#);
        assert_eq!(
            setup.strength(),
            Level::Hard.strength(),
            "an old file keeps its level"
        );
        setup.set_strength(Strength::new(60).unwrap());
        assert_eq!(setup.strength().get(), 60);
        assert_eq!(setup.level, Level::Skilled);
        setup.set_strength(Strength::new(65).unwrap());
        assert_eq!(setup.level, Level::Skilled, "the named level at or below");
        setup.set_level(Level::Easy);
        assert_eq!(setup.strength(), Level::Easy.strength());
        assert_eq!(record.suggestion(), None);
        for _ in 0..4 {
            record.record_result(Strength::new(40).unwrap(), Some(true));
        }
        record.record_result(Strength::new(40).unwrap(), None);
        assert_eq!(
            record.results[&40],
            Tally {
                wins: 4,
                losses: 0,
                draws: 1
            }
        );
        let suggestion = record.suggestion().expect("results");
        assert!(
            suggestion.strength.get() > 40 && suggestion.games == 5,
            "{suggestion:?}"
        );
        let text =
            serde_json::to_string(&SavedSettings::of(&setup, &preferences, &record)).unwrap();
        assert_eq!(parts(&text), (setup, preferences, record));
        // Out-of-range entries in a hand-edited file load and are ignored.
        let (odd, _, odd_record) = parts(r#"{"strength": 55, "results": {"250": {"wins": 3}}}"#);
        assert_eq!(odd.strength().get(), 55);
        assert_eq!(odd_record.suggestion(), None);
        assert!(serde_json::from_str::<SavedSettings>(r#"{"strength": 101}"#).is_err());
    }

    #[test]
    fn the_file_keeps_its_fields_the_puzzles_together() {
        let text = r#"{"mode": "puzzles", "language": "chinese", "muted": true,
            "puzzles": {"level": 3, "current": "f-0007", "attacker": "white",
                        "solved": ["f-0001"], "streak": 2, "best_streak": 5}}"#;
        let (setup, preferences, record) = parts(text);
        assert_eq!(setup.mode, Mode::Puzzles);
        assert_eq!(
            setup.puzzle,
            PuzzleSeat {
                level: 3,
                current: Some("f-0007".to_owned()),
                attacker: Stone::White
            }
        );
        assert!(preferences.muted);
        assert_eq!(record.puzzles.best_streak, 5);
        assert!(record.puzzles.solved.contains("f-0001"));
        let saved: serde_json::Value =
            serde_json::to_value(SavedSettings::of(&setup, &preferences, &record)).unwrap();
        assert_eq!(saved["puzzles"]["level"], 3);
        assert_eq!(saved["puzzles"]["streak"], 2);
        assert_eq!(saved["language"], "simplified_chinese");
        assert_eq!(saved["mode"], "puzzles");
        assert!(
            saved.get("puzzle").is_none(),
            "the seat is saved under puzzles"
        );
    }

    #[test]
    fn a_search_leaves_one_core_to_the_frames() {
        assert_eq!(max_search_threads(0), 1);
        assert_eq!(max_search_threads(1), 1);
        assert_eq!(max_search_threads(2), 1);
        assert_eq!(max_search_threads(8), 7);
        assert_eq!(max_search_threads(1000), gomoku_engine::search::MAX_THREADS);
        let setup = GameSetup {
            search_threads: 0,
            ..GameSetup::default()
        };
        assert_eq!(setup.search_threads(), 1);
        let setup = GameSetup {
            search_threads: u32::MAX,
            ..GameSetup::default()
        };
        assert_eq!(setup.search_threads(), machine_search_threads());
    }

    #[test]
    fn who_plays_follows_the_mode() {
        let mut setup = GameSetup::default();
        assert!(setup.ai_plays(Stone::White) && !setup.ai_plays(Stone::Black));
        setup.human_color = Stone::White;
        assert!(setup.ai_plays(Stone::Black) && !setup.ai_plays(Stone::White));
        setup.mode = Mode::HumanVsHuman;
        assert!(!setup.ai_plays(Stone::Black) && !setup.ai_plays(Stone::White));
        setup.mode = Mode::AiVsAi;
        assert!(setup.ai_plays(Stone::Black) && setup.ai_plays(Stone::White));
        setup.mode = Mode::Puzzles;
        setup.puzzle.attacker = Stone::White;
        assert!(setup.ai_plays(Stone::Black) && !setup.ai_plays(Stone::White));
    }
}
