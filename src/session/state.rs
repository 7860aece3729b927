//! The game being played, as the rest of the game sees it: the [`Session`] (the engine's game
//! plus what the engine does not track: a resignation, the opening rule's choices, the lines
//! played, a counter that tells stale AI answers apart). Only the commands (`commands`) change
//! it.

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::opening::{Choice, OpeningPhase, OpeningRule, Stage};
use gomoku_engine::variations::MoveTree;
use gomoku_engine::{Ending, Game, GameOptions, GameResult, Rule, WinLine};

use super::notice::Notice;
use crate::settings::{GameSetup, Mode};

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The engine's referee ended it: a five, a full board, or a forbidden move.
    Finished(GameResult),
    /// This colour resigned.
    Resigned(Stone),
}

impl Outcome {
    pub fn winner(self) -> Option<Stone> {
        match self {
            Outcome::Finished(result) => result.winner(),
            Outcome::Resigned(color) => Some(color.opponent()),
        }
    }

    pub fn win_line(self) -> Option<WinLine> {
        match self {
            Outcome::Finished(GameResult::Win { line, .. }) => Some(line),
            _ => None,
        }
    }
}

/// A position as the engine judges it: the stones with the side to move (the board's hash),
/// the rule and the board's edge. Whatever the engine says is kept with the key of the
/// position it was said about, and shown only while that position is on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PositionKey {
    hash: u64,
    rule: Rule,
    edge: u8,
}

impl PositionKey {
    pub fn of(game: &Game) -> Self {
        PositionKey {
            hash: game.board().hash(),
            rule: game.rule(),
            edge: game.size().get(),
        }
    }
}

/// The game in progress: read it anywhere; change it by sending a `GameCommand`.
#[derive(Resource, Debug)]
pub struct Session {
    pub(super) game: Game,
    pub(super) resigned: Option<Stone>,
    pub(super) generation: u64,
    /// Undo stops at this many moves (a puzzle's stones are not the player's to take back).
    pub(super) undo_floor: usize,
    /// Swap / swap2: who placed what and who chose which colour.
    pub(super) opening: OpeningPhase,
    /// Choices taken back by undo, for redo (with the stones they were made at).
    pub(super) undone_choices: Vec<(usize, Choice)>,
    /// The last thing to tell the player (shown in the status line).
    pub notice: Option<Notice>,
    /// Every line the game has had (`lines`).
    pub(super) tree: MoveTree,
    /// *Resign* was pressed and waits for the player's yes; any change to the game forgets it.
    pub(super) resign_asked: bool,
}

impl Session {
    pub fn new(game: Game) -> Self {
        Session {
            resigned: None,
            generation: 0,
            undo_floor: 0,
            opening: OpeningPhase::default(),
            undone_choices: Vec::new(),
            notice: None,
            tree: MoveTree::with_main_line(&game.all_moves()),
            resign_asked: false,
            game,
        }
    }

    /// A game read back from storage, with its resignation and opening phase.
    pub fn restored(game: Game, resigned: Option<Stone>, opening: OpeningPhase) -> Self {
        Session {
            resigned,
            opening,
            ..Session::new(game)
        }
    }

    pub fn opening(&self) -> &OpeningPhase {
        &self.opening
    }

    /// Where the opening rule stands (always [`Stage::Play`] without one).
    pub fn opening_stage(&self) -> Stage {
        self.opening.stage(self.game.ply())
    }

    /// The colour the one person plays against the engine, once it is known.
    pub fn player_color(&self, setup: &GameSetup) -> Option<Stone> {
        match setup.mode {
            Mode::HumanVsAi if self.opening.rule() != OpeningRule::None => {
                self.opening.color_of(setup.swap_role, self.game.ply())
            }
            _ => setup.player_color(),
        }
    }

    /// Whether the engine is the one to act now: place a stone, choose, or move.
    pub fn ai_acts(&self, setup: &GameSetup) -> bool {
        let stage = self.opening_stage();
        match stage.actor() {
            Some(by) => setup.ai_has_role(by),
            None if setup.mode == Mode::HumanVsAi => {
                self.player_color(setup) != Some(self.game.to_move())
            }
            None => setup.ai_plays(self.game.to_move()),
        }
    }

    /// One step back: the last choice if it was the last thing done, else the last stone.
    pub(super) fn step_back(&mut self) -> bool {
        let ply = self.game.ply();
        if ply < self.undo_floor {
            return false;
        }
        if let Some(choice) = self.opening.take_back(ply) {
            self.undone_choices.push((ply, choice));
            return true;
        }
        ply > self.undo_floor && self.game.undo().is_some()
    }

    /// The mirror of [`step_back`](Self::step_back).
    pub(super) fn step_forward(&mut self) -> bool {
        let ply = self.game.ply();
        if let Some(&(at, choice)) = self.undone_choices.last()
            && at == ply
            && self.opening.choose(ply, choice).is_ok()
        {
            self.undone_choices.pop();
            return true;
        }
        self.game.redo().is_some()
    }

    /// After a jump in the move list: choices made later than the position shown are set
    /// aside, and those up to it put back.
    pub(super) fn sync_choices(&mut self) {
        let ply = self.game.ply();
        while let Some(&(at, _)) = self.opening.choices().last()
            && at > ply
        {
            let choice = self.opening.take_back(at).expect("the last choice");
            self.undone_choices.push((at, choice));
        }
        while let Some(&(at, choice)) = self.undone_choices.last()
            && at <= ply
            && self.opening.choose(at, choice).is_ok()
        {
            self.undone_choices.pop();
        }
    }

    /// The colour that resigned, if one did.
    pub fn resigned(&self) -> Option<Stone> {
        self.resigned
    }

    /// How the line ended where its moves do not say: a resignation after its last move,
    /// wherever the board shows the line (a review jumps through it). A move played, an undo or
    /// another line forgets the resignation.
    pub fn ending(&self) -> Ending {
        match self.resigned {
            Some(color) if !self.line_ends_on_the_board() => Ending::Resigned(color),
            _ => Ending::Board,
        }
    }

    /// Whether the line's last position is decided by its stones (a five, a full board).
    fn line_ends_on_the_board(&self) -> bool {
        self.game.ply() == self.game.total_plies() && self.game.result().is_some()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Changes whenever the position does: an AI answer computed for another generation is
    /// stale and is dropped.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The key of the position on the board.
    pub fn position_key(&self) -> PositionKey {
        PositionKey::of(&self.game)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match (self.resigned, self.game.result()) {
            // The resignation ends the line's last position, not the earlier ones a review
            // shows.
            (Some(color), _) if self.game.ply() == self.game.total_plies() => {
                Some(Outcome::Resigned(color))
            }
            (_, Some(result)) => Some(Outcome::Finished(result)),
            (_, None) => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    pub(super) fn changed(&mut self) {
        self.generation += 1;
        self.resign_asked = false;
    }

    /// Whether *Resign* waits for the player to confirm it.
    pub fn resign_asked(&self) -> bool {
        self.resign_asked
    }

    /// The moves undo cannot take back.
    pub fn undo_floor(&self) -> usize {
        self.undo_floor
    }

    pub(super) fn replace(&mut self, game: Game) {
        self.game = game;
        self.tree = MoveTree::with_main_line(&self.game.all_moves());
        self.resigned = None;
        self.undo_floor = 0;
        self.opening = OpeningPhase::default();
        self.undone_choices.clear();
        self.changed();
    }
}

impl Default for Session {
    fn default() -> Self {
        Session::new(Game::new(Default::default(), Default::default()))
    }
}

/// The opening rule a new game gets from the settings (none where it does not fit).
pub fn opening_rule(setup: &GameSetup) -> OpeningRule {
    let rule = setup.opening_rule;
    if setup.mode == Mode::Puzzles || !rule.fits(setup.rule) {
        OpeningRule::None
    } else {
        rule
    }
}

/// A new game as the settings describe it.
pub fn new_game(setup: &GameSetup) -> Game {
    Game::with_options(GameOptions {
        rule: setup.rule,
        size: setup.board_size(),
        strict_forbidden: setup.forbidden_move_loses(),
    })
}
