//! The game being played: the engine's [`Game`] plus what the engine does not track (a
//! resignation, a counter that tells stale AI answers apart), and the one system that changes
//! it. Everything that wants to change the game sends a [`GameCommand`]; everything that wants
//! to react reads a [`GameEvent`].

use bevy::prelude::*;
use gomoku_engine::opening::{Choice, OpeningPhase, OpeningRule, Stage};
use gomoku_engine::{Color as Stone, Game, GameOptions, GameResult, PlayError, Point, WinLine};

use crate::screens::Screen;
use crate::settings::{Mode, Settings};

mod lines;
mod notice;
use gomoku_engine::variations::MoveTree;
pub use lines::LineCommand;
pub use notice::Notice;

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
    /// A choice of the opening rule (swap, swap2) by the player whose turn it is to choose.
    Choose {
        choice: Choice,
        by: Actor,
    },
    /// Play on from a set position (a puzzle) that undo cannot go behind.
    Setup {
        game: Box<Game>,
    },
    /// Replace the game with a loaded one (from a file or a position string), with what a
    /// JSON record kept beside it: its other lines, and a review (the review plugin takes that).
    Load {
        game: Box<Game>,
        source: String,
        extras: crate::persistence::RecordExtras,
    },
    /// Show, promote or delete a line of the game's variations.
    Line(LineCommand),
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
    /// A choice of the opening rule was made.
    Chose(Choice),
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
    /// Swap / swap2: who placed what and who chose which colour.
    opening: OpeningPhase,
    /// Choices taken back by undo, for redo (with the stones they were made at).
    undone_choices: Vec<(usize, Choice)>,
    /// The last thing to tell the player (shown in the status line).
    pub notice: Option<Notice>,
    /// Every line the game has had (`lines`).
    tree: MoveTree,
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
    pub fn player_color(&self, settings: &Settings) -> Option<Stone> {
        match settings.mode {
            Mode::HumanVsAi if self.opening.rule() != OpeningRule::None => {
                self.opening.color_of(settings.swap_role, self.game.ply())
            }
            _ => settings.player_color(),
        }
    }

    /// Whether the engine is the one to act now: place a stone, choose, or move.
    pub fn ai_acts(&self, settings: &Settings) -> bool {
        match self.opening_stage() {
            Stage::Place { by, .. } | Stage::Choose { by, .. } => settings.ai_has_role(by),
            Stage::Play { .. } if settings.mode == Mode::HumanVsAi => {
                self.player_color(settings) != Some(self.game.to_move())
            }
            Stage::Play { .. } => settings.ai_plays(self.game.to_move()),
        }
    }

    /// One step back: the last choice if it was the last thing done, else the last stone.
    fn step_back(&mut self) -> bool {
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
    fn step_forward(&mut self) -> bool {
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
    fn sync_choices(&mut self) {
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
        self.reset_tree();
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
pub fn opening_rule(settings: &Settings) -> OpeningRule {
    let rule = settings.opening_rule;
    if settings.mode == Mode::Puzzles || !rule.fits(settings.rule) {
        OpeningRule::None
    } else {
        rule
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
    let human_to_move = !session.ai_acts(settings);
    if screen == Screen::Edit
        && !matches!(
            command,
            GameCommand::Setup { .. }
                | GameCommand::Load { .. }
                | GameCommand::NewGame
                | GameCommand::Explain(_)
        )
    {
        // The editor owns the board while it is open (it takes a person's stones itself).
        return Ok(Applied {
            event: None,
            screen: None,
        });
    }
    match command {
        GameCommand::Place { point, by } => {
            if session.is_over() {
                return Err(Notice::GameIsOver);
            }
            match by {
                // In review a person's move explores a variation: either colour, the rest of
                // the line kept as a branch.
                Actor::Human if screen == Screen::Review => {}
                Actor::Human if screen != Screen::Playing || !human_to_move => {
                    return Err(Notice::NotYourTurn);
                }
                Actor::Ai { generation } if generation != session.generation => {
                    return Err(Notice::NotYourTurn);
                }
                _ => {}
            }
            if !session.opening.may_place(session.game.ply()) {
                return Err(Notice::ChooseFirst);
            }
            match session.game.play(point) {
                Ok(_) => {
                    session.note_line();
                    session.undone_choices.clear();
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
            if !session.step_back() {
                return Err(Notice::NothingToUndo);
            }
            session.resigned = None;
            // Against the engine, take back its reply too so the human is to act again.
            while settings.mode.against_ai() && session.ai_acts(settings) && session.step_back() {}
            session.changed();
            session.notice = None;
            Ok(Applied::event(GameEvent::Rewound))
        }
        GameCommand::Redo => {
            if !session.step_forward() {
                return Err(Notice::NothingToRedo);
            }
            while settings.mode.against_ai()
                && session.ai_acts(settings)
                && !session.game.is_over()
                && session.step_forward()
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
            session.sync_choices();
            session.resigned = None;
            session.changed();
            Ok(Applied {
                event: Some(GameEvent::Rewound),
                screen: Some(Screen::Review),
            })
        }
        GameCommand::NewGame => {
            session.replace(new_game(settings));
            session.opening = OpeningPhase::new(opening_rule(settings));
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
                Mode::HumanVsAi | Mode::Puzzles => {
                    session.player_color(settings).unwrap_or(to_move)
                }
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
        GameCommand::Choose { choice, by } => {
            match by {
                Actor::Human if screen != Screen::Playing || !human_to_move => {
                    return Err(Notice::NotYourTurn);
                }
                Actor::Ai { generation } if generation != session.generation => {
                    return Err(Notice::NotYourTurn);
                }
                _ => {}
            }
            session
                .opening
                .choose(session.game.ply(), choice)
                .map_err(|_| Notice::NotYourTurn)?;
            session.undone_choices.clear();
            session.changed();
            session.notice = None;
            Ok(Applied::event(GameEvent::Chose(choice)))
        }
        GameCommand::Line(command) => lines::apply_line_command(session, command),
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
        GameCommand::Load {
            game,
            source,
            extras,
        } => {
            session.replace(*game);
            session.add_variations(&extras.variations);
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
