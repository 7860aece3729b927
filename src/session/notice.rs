//! What the status line tells the player about the last command.

use crate::i18n::Msg;
use gomoku_engine::opening::OpeningError;
use gomoku_engine::{ForbiddenKind, Point};

/// What the player should be told, in words the interface translates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Occupied(Point),
    Forbidden(Point, ForbiddenKind),
    NotYourTurn,
    /// A stone while the opening rule wants a choice of colour.
    ChooseFirst,
    /// A step the opening rule does not allow (a stone outside its square, an offer that
    /// mirrors another, a pick that is no offer), with the rule's reason.
    Opening(OpeningError),
    GameIsOver,
    /// *Resign* before any stone is on the board.
    NothingToResign,
    /// Deleting a branch while the main line is shown.
    MainLine,
    NothingToUndo,
    BadCoordinate(String),
    NothingToRedo,
    Loaded(String),
    LoadFailed(String),
    Saved(String),
    SaveFailed(String),
    Copied,
    /// Settings or the game in progress could not be read at start-up; the file was kept
    /// aside under this name.
    StartupFileKeptAside(String),
    /// Settings or the game in progress could not be read at start-up, nor moved aside: the
    /// file at `path` is left as it is and not saved this session, because of `why`.
    StartupFileHeld {
        path: String,
        why: String,
    },
}

impl Notice {
    /// Whether the notice reports something refused or failed (rather than news).
    pub fn is_problem(&self) -> bool {
        !matches!(self, Notice::Loaded(_) | Notice::Saved(_) | Notice::Copied)
    }
}

/// The rule that forbids a point, in words the interface translates.
pub fn forbidden_name(kind: ForbiddenKind) -> Msg {
    match kind {
        ForbiddenKind::DoubleThree => Msg::ForbiddenDoubleThree,
        ForbiddenKind::DoubleFour => Msg::ForbiddenDoubleFour,
        ForbiddenKind::Overline => Msg::ForbiddenOverline,
    }
}
