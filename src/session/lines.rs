//! The game's variations in the session: every line played is kept in a [`MoveTree`]; the game
//! on the board is one of its lines. A move from an earlier position starts a branch (the old
//! continuation stays), a branch can be shown, promoted to the main line or deleted, and records
//! store the main line with the others beside it ([`RecordExtras`]).

use gomoku_engine::opening::{OpeningPhase, OpeningRule};
use gomoku_engine::review::GameReview;
use gomoku_engine::variations::{Alternative, MoveTree};
use gomoku_engine::{Ending, Game, Point};

use super::notice::Notice;
use super::state::Session;

/// What the move list asks of the lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineCommand {
    /// Show this line of the game (it must be one) after `ply` moves.
    Show { line: Vec<Point>, ply: usize },
    /// Make the line on the board the main line.
    Promote,
    /// Delete the line on the board from where it leaves the main line, and show the main line
    /// there.
    DeleteBranch,
}

/// What a JSON record keeps beside its main line: the game's other lines, a review of the main
/// line and how it ended beside its moves (other formats keep none of them).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecordExtras {
    pub review: Option<Box<GameReview>>,
    pub variations: Vec<Vec<Point>>,
    /// The opening rule and its choices (swaps, renju's declaration and offers), if the game
    /// had one.
    pub opening: Option<OpeningPhase>,
    /// A resignation after the main line's last move.
    pub ending: Ending,
}

impl Session {
    /// Every line of the game, main line first.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// Keeps the line on the board in the tree (after a move that may have started a branch).
    pub(super) fn note_line(&mut self) {
        self.tree.add_line(&self.game.all_moves());
    }

    /// Adds lines read from a record (each legal: the record checked them).
    pub fn add_variations(&mut self, lines: &[Vec<Point>]) {
        for line in lines {
            self.tree.add_line(line);
        }
    }

    /// Whether the line on the board is the main line.
    pub fn on_main_line(&self) -> bool {
        self.game.all_moves() == self.tree.main_line()
    }

    /// The other lines played at each move of the line on the board.
    pub fn alternatives(&self) -> Vec<Alternative> {
        self.tree.alternatives(&self.game.all_moves())
    }

    /// The lines other than the main one, for a record.
    pub fn variations(&self) -> Vec<Vec<Point>> {
        let main = self.tree.main_line();
        self.tree
            .lines()
            .into_iter()
            .filter(|line| *line != main)
            .collect()
    }

    /// What a record of the game keeps beside its main line: its variations, and `review` (a
    /// review of the main line, if there is one) while the main line is the one shown.
    pub fn record_extras(&self, review: Option<&GameReview>) -> RecordExtras {
        RecordExtras {
            review: review
                .filter(|_| self.on_main_line())
                .map(|review| Box::new(review.clone())),
            variations: self.variations(),
            opening: (self.opening.rule() != OpeningRule::None).then(|| self.opening.clone()),
            ending: if self.on_main_line() {
                self.ending()
            } else {
                Ending::Board
            },
        }
    }

    /// The main line as a game, at the position shown if it is on the main line, else where the
    /// line shown leaves it: what records, `.psq` files and position strings save.
    pub fn main_line_game(&self) -> Game {
        if self.on_main_line() {
            return self.game.clone();
        }
        let line = self.game.all_moves();
        let branch = self.tree.branch_point(&line);
        let main = self.tree.main_line();
        let mut game =
            Game::from_moves(self.game.options(), &main).unwrap_or_else(|_| self.game.clone());
        let _ = game.jump_to(branch.min(self.game.ply()));
        game
    }

    /// Shows `line` of the tree at `ply`.
    fn switch_to(&mut self, line: &[Point], ply: usize) -> Result<(), Notice> {
        if !self.tree.contains(line) {
            return Err(Notice::NothingToRedo);
        }
        let line = self.tree.continuation(line);
        let mut game =
            Game::from_moves(self.game.options(), &line).map_err(|_| Notice::NothingToRedo)?;
        game.jump_to(ply.clamp(self.undo_floor, line.len()))
            .map_err(|_| Notice::NothingToRedo)?;
        self.game = game;
        self.resigned = None;
        self.sync_choices();
        self.changed();
        Ok(())
    }

    /// Carries out what the move list asked of the lines.
    pub(super) fn apply_line(&mut self, command: LineCommand) -> Result<(), Notice> {
        match command {
            LineCommand::Show { line, ply } => self.switch_to(&line, ply)?,
            LineCommand::Promote => {
                let line = self.game.all_moves();
                self.tree.promote(&line);
                self.changed();
            }
            LineCommand::DeleteBranch => {
                let line = self.game.all_moves();
                if self.on_main_line() {
                    return Err(Notice::MainLine);
                }
                let branch = self.tree.branch_point(&line);
                self.tree.remove_from(&line, branch);
                let main = self.tree.main_line();
                self.switch_to(&main[..branch.min(main.len())], branch)?;
            }
        }
        Ok(())
    }
}
