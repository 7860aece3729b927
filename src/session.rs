//! The game being played: the engine's [`Game`] plus what the engine does not track (a
//! resignation, a counter that tells stale AI answers apart), and the one system that changes
//! it. Everything that wants to change the game sends a [`GameCommand`]; everything that wants
//! to react reads a [`GameEvent`].

use bevy::prelude::*;
use gomoku_engine::{
    Color as Stone, ForbiddenKind, Game, GameOptions, GameResult, PlayError, Point, WinLine,
};

use crate::screens::Screen;
use crate::settings::Settings;

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

/// Who asked for a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A person (mouse, touch, keyboard or gamepad).
    Human,
    /// The engine, answering the position of this [`Session::generation`].
    Ai { generation: u64 },
}

/// Requests to change the game. Refusals come back as [`GameEvent::Refused`].
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameCommand {
    Place {
        point: Point,
        by: Actor,
    },
    /// Takes back moves until a human is to move again (one move between humans).
    Undo,
    /// Replays undone moves, the mirror of [`GameCommand::Undo`].
    Redo,
    /// Shows the position after `ply` moves and pauses the game for review.
    JumpTo(usize),
    /// A fresh game with the current settings.
    NewGame,
    /// The human to move (or the only human) gives up.
    Resign,
    /// Stop asking for moves and browse.
    Review,
    /// Continue playing from the position shown.
    Resume,
    /// Only tell the player something (e.g. a typed coordinate that is not on the board).
    Explain(Notice),
    /// Play on from a set position (a puzzle) that undo cannot go behind.
    Setup {
        game: Box<Game>,
    },
    /// Replace the game with a loaded one (from a file or a position string).
    Load {
        game: Box<Game>,
        source: String,
    },
}

/// What the player should be told, in words the interface translates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Occupied(Point),
    Forbidden(Point, ForbiddenKind),
    NotYourTurn,
    GameIsOver,
    ReviewPaused,
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
}

impl Notice {
    /// Whether the notice reports something refused or failed (rather than news).
    pub fn is_problem(&self) -> bool {
        !matches!(
            self,
            Notice::Loaded(_) | Notice::Saved(_) | Notice::Copied | Notice::ReviewPaused
        )
    }
}

/// What happened to the game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameEvent {
    Placed {
        point: Point,
        color: Stone,
    },
    Refused(Notice),
    Ended(Outcome),
    /// The position changed other than by a move (undo, redo, jump, new game, load).
    Rewound,
}

#[derive(Resource, Debug)]
pub struct Session {
    game: Game,
    resigned: Option<Stone>,
    generation: u64,
    /// Undo stops at this many moves (a puzzle's stones are not the player's to take back).
    undo_floor: usize,
    /// The last thing to tell the player (shown in the status line).
    pub notice: Option<Notice>,
}

impl Session {
    pub fn new(game: Game) -> Self {
        Session {
            game,
            resigned: None,
            generation: 0,
            undo_floor: 0,
            notice: None,
        }
    }

    /// A game read back from storage, with its resignation if there was one.
    pub fn restored(game: Game, resigned: Option<Stone>) -> Self {
        Session {
            resigned,
            ..Session::new(game)
        }
    }

    /// The colour that resigned, if one did.
    pub fn resigned(&self) -> Option<Stone> {
        self.resigned
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Changes whenever the position does: an AI answer computed for another generation is
    /// stale and is dropped.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match (self.resigned, self.game.result()) {
            (Some(color), _) => Some(Outcome::Resigned(color)),
            (None, Some(result)) => Some(Outcome::Finished(result)),
            (None, None) => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn changed(&mut self) {
        self.generation += 1;
    }

    /// The moves undo cannot take back.
    pub fn undo_floor(&self) -> usize {
        self.undo_floor
    }

    fn replace(&mut self, game: Game) {
        self.game = game;
        self.resigned = None;
        self.undo_floor = 0;
        self.changed();
    }
}

impl Default for Session {
    fn default() -> Self {
        Session::new(Game::new(Default::default(), Default::default()))
    }
}

/// A new game as the settings describe it.
pub fn new_game(settings: &Settings) -> Game {
    Game::with_options(GameOptions {
        rule: settings.rule,
        size: settings.board_size(),
        strict_forbidden: settings.forbidden_move_loses,
    })
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Session>()
        .add_message::<GameCommand>()
        .add_message::<GameEvent>()
        .add_systems(
            Update,
            (apply_commands, follow_outcome)
                .chain()
                .in_set(SessionSet::Apply),
        );
}

/// Systems that change the game run in [`SessionSet::Apply`]; readers of the result run after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SessionSet {
    Apply,
}

fn apply_commands(
    mut commands: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut events: MessageWriter<GameEvent>,
) {
    // The screen as it will be after this update's commands, so a command sequence sent in one
    // frame (resume, then place) behaves as if sent in separate frames.
    let mut current = *screen.get();
    for command in commands.read() {
        let outcome = apply(&mut session, &settings, current, command.clone());
        match outcome {
            Ok(Applied { event, screen }) => {
                if let Some(screen) = screen {
                    current = screen;
                    NextState::set_if_neq(&mut *next_screen, screen);
                }
                if let Some(event) = event {
                    events.write(event);
                }
                if let Some(outcome) = session.outcome()
                    && matches!(command, GameCommand::Place { .. } | GameCommand::Resign)
                {
                    events.write(GameEvent::Ended(outcome));
                }
            }
            Err(notice) => {
                session.notice = Some(notice.clone());
                events.write(GameEvent::Refused(notice));
            }
        }
    }
}

struct Applied {
    event: Option<GameEvent>,
    screen: Option<Screen>,
}

impl Applied {
    fn event(event: GameEvent) -> Self {
        Applied {
            event: Some(event),
            screen: None,
        }
    }
}

fn apply(
    session: &mut Session,
    settings: &Settings,
    screen: Screen,
    command: GameCommand,
) -> Result<Applied, Notice> {
    let to_move = session.game.to_move();
    let human_to_move = !settings.ai_plays(to_move);
    match command {
        GameCommand::Place { point, by } => {
            if session.is_over() {
                return Err(Notice::GameIsOver);
            }
            match by {
                Actor::Human if screen == Screen::Review => return Err(Notice::ReviewPaused),
                Actor::Human if screen != Screen::Playing || !human_to_move => {
                    return Err(Notice::NotYourTurn);
                }
                Actor::Ai { generation } if generation != session.generation => {
                    return Err(Notice::NotYourTurn);
                }
                _ => {}
            }
            match session.game.play(point) {
                Ok(_) => {
                    session.changed();
                    session.notice = None;
                    Ok(Applied::event(GameEvent::Placed {
                        point,
                        color: to_move,
                    }))
                }
                Err(PlayError::Occupied(point)) => Err(Notice::Occupied(point)),
                Err(PlayError::Forbidden { point, kind }) => Err(Notice::Forbidden(point, kind)),
                Err(PlayError::GameOver(_)) => Err(Notice::GameIsOver),
                Err(PlayError::OffBoard(point)) => Err(Notice::Occupied(point)),
            }
        }
        GameCommand::Undo => {
            if session.game.ply() <= session.undo_floor || session.game.undo().is_none() {
                return Err(Notice::NothingToUndo);
            }
            session.resigned = None;
            // Against the engine, take back its reply too so the human is to move again.
            while settings.mode.against_ai()
                && settings.ai_plays(session.game.to_move())
                && session.game.ply() > session.undo_floor
                && session.game.undo().is_some()
            {}
            session.changed();
            session.notice = None;
            Ok(Applied::event(GameEvent::Rewound))
        }
        GameCommand::Redo => {
            if session.game.redo().is_none() {
                return Err(Notice::NothingToRedo);
            }
            while settings.mode.against_ai()
                && settings.ai_plays(session.game.to_move())
                && !session.game.is_over()
                && session.game.redo().is_some()
            {}
            session.changed();
            session.notice = None;
            Ok(Applied::event(GameEvent::Rewound))
        }
        GameCommand::JumpTo(ply) => {
            session
                .game
                .jump_to(ply.max(session.undo_floor))
                .map_err(|_| Notice::NothingToRedo)?;
            session.resigned = None;
            session.changed();
            Ok(Applied {
                event: Some(GameEvent::Rewound),
                screen: Some(Screen::Review),
            })
        }
        GameCommand::NewGame => {
            session.replace(new_game(settings));
            session.notice = None;
            Ok(Applied {
                event: Some(GameEvent::Rewound),
                screen: Some(Screen::Playing),
            })
        }
        GameCommand::Resign => {
            if session.is_over() {
                return Err(Notice::GameIsOver);
            }
            let loser = match settings.mode {
                crate::settings::Mode::HumanVsAi => settings.human_color,
                crate::settings::Mode::Puzzles => settings.puzzles.attacker,
                _ => to_move,
            };
            session.resigned = Some(loser);
            session.changed();
            Ok(Applied {
                event: None,
                screen: Some(Screen::GameOver),
            })
        }
        GameCommand::Review => {
            session.changed();
            Ok(Applied {
                event: None,
                screen: Some(Screen::Review),
            })
        }
        GameCommand::Resume => {
            session.changed();
            let screen = if session.is_over() {
                Screen::GameOver
            } else {
                Screen::Playing
            };
            Ok(Applied {
                event: None,
                screen: Some(screen),
            })
        }
        GameCommand::Explain(notice) => Err(notice),
        GameCommand::Setup { game } => {
            let floor = game.ply();
            session.replace(*game);
            session.undo_floor = floor;
            session.notice = None;
            Ok(Applied {
                event: Some(GameEvent::Rewound),
                screen: Some(Screen::Playing),
            })
        }
        GameCommand::Load { game, source } => {
            session.replace(*game);
            session.notice = Some(Notice::Loaded(source));
            let screen = if session.is_over() {
                Screen::GameOver
            } else {
                Screen::Review
            };
            Ok(Applied {
                event: Some(GameEvent::Rewound),
                screen: Some(screen),
            })
        }
    }
}

/// A finished game shows the game-over screen; undoing its last move brings play back.
fn follow_outcome(
    session: Res<Session>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if !session.is_changed() || !matches!(*next_screen, NextState::Unchanged) {
        return;
    }
    match (*screen.get(), session.is_over()) {
        (Screen::Playing, true) => NextState::set_if_neq(&mut *next_screen, Screen::GameOver),
        (Screen::GameOver, false) => NextState::set_if_neq(&mut *next_screen, Screen::Playing),
        _ => {}
    }
}
