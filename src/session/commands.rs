//! Changing the game: everything that wants to change it sends a [`GameCommand`], and one
//! system applies them in order ([`Frame::Apply`](crate::Frame::Apply)); everything that wants to react reads a
//! [`GameEvent`].

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::opening::{Choice, OpeningError, OpeningPhase, OpeningRule, Stage};
use gomoku_engine::{Ending, Game, PlayError, Point};

use super::lines::{LineCommand, RecordExtras};
use super::notice::Notice;
use super::state::{Outcome, Session, new_game, opening_rule};
use crate::screens::Screen;
use crate::settings::{GameSetup, Mode};

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
    /// *Resign* pressed: the game asks once before giving up (`true`), or the player said no
    /// (`false`). See [`Session::resign_asked`].
    AskResign(bool),
    /// The human to move (or the only human) gives up, once asked.
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
        extras: RecordExtras,
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Session>()
        .add_message::<GameCommand>()
        .add_message::<GameEvent>()
        .add_systems(
            Update,
            (apply_commands, follow_outcome)
                .chain()
                .in_set(crate::Frame::Apply),
        );
}

fn apply_commands(
    mut commands: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    setup: Res<GameSetup>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut events: MessageWriter<GameEvent>,
) {
    // The screen as it will be after this update's commands, so a command sequence sent in one
    // frame (resume, then place) behaves as if sent in separate frames.
    let mut current = *screen.get();
    for command in commands.read() {
        let outcome = apply(&mut session, &setup, current, command.clone());
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

    /// Nothing to tell and no other screen.
    fn nothing() -> Self {
        Applied {
            event: None,
            screen: None,
        }
    }

    /// Goes to `screen`, with `event` if any.
    fn to_screen(screen: Screen, event: Option<GameEvent>) -> Self {
        Applied {
            event,
            screen: Some(screen),
        }
    }
}

/// What one command does to the session: each command has a function of its own below.
fn apply(
    session: &mut Session,
    setup: &GameSetup,
    screen: Screen,
    command: GameCommand,
) -> Result<Applied, Notice> {
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
        return Ok(Applied::nothing());
    }
    match command {
        GameCommand::Place { point, by } => place(session, setup, screen, point, by),
        GameCommand::Undo => undo(session, setup),
        GameCommand::Redo => redo(session, setup),
        GameCommand::JumpTo(ply) => jump_to(session, ply),
        GameCommand::NewGame => start_new_game(session, setup),
        GameCommand::AskResign(ask) => ask_resign(session, ask),
        GameCommand::Resign => resign(session, setup),
        GameCommand::Review => {
            session.changed();
            Ok(Applied::to_screen(Screen::Review, None))
        }
        GameCommand::Resume => {
            session.changed();
            let screen = if session.is_over() {
                Screen::GameOver
            } else {
                Screen::Playing
            };
            Ok(Applied::to_screen(screen, None))
        }
        GameCommand::Explain(notice) => Err(notice),
        GameCommand::Choose { choice, by } => {
            may_act(session, setup, screen, by)?;
            choose(session, choice)
        }
        GameCommand::Line(command) => {
            session.apply_line(command)?;
            Ok(Applied::to_screen(Screen::Review, Some(GameEvent::Rewound)))
        }
        GameCommand::Setup { game } => {
            let floor = game.ply();
            session.replace(*game);
            session.undo_floor = floor;
            session.notice = None;
            Ok(Applied::to_screen(
                Screen::Playing,
                Some(GameEvent::Rewound),
            ))
        }
        GameCommand::Load {
            game,
            source,
            extras,
        } => Ok(load(session, *game, source, extras)),
    }
}

/// Whether `by` may act now: a person on their turn while playing, the engine with the answer
/// of the position it was asked about.
fn may_act(session: &Session, setup: &GameSetup, screen: Screen, by: Actor) -> Result<(), Notice> {
    match by {
        Actor::Human if screen != Screen::Playing || session.ai_acts(setup) => {
            Err(Notice::NotYourTurn)
        }
        Actor::Ai { generation } if generation != session.generation => Err(Notice::NotYourTurn),
        _ => Ok(()),
    }
}

fn place(
    session: &mut Session,
    setup: &GameSetup,
    screen: Screen,
    point: Point,
    by: Actor,
) -> Result<Applied, Notice> {
    if session.is_over() {
        return Err(Notice::GameIsOver);
    }
    // In review a person's move explores a variation: either colour, the rest of the line kept
    // as a branch.
    if !(by == Actor::Human && screen == Screen::Review) {
        may_act(session, setup, screen, by)?;
    }
    let ply = session.game.ply();
    if screen != Screen::Review {
        // While black makes its fifth-move offers, a point chosen on the board is one.
        if let Stage::Offer { .. } = session.opening.stage(ply) {
            return choose(session, Choice::Offer(point));
        }
        if !session.opening.may_place(ply) {
            return Err(Notice::ChooseFirst);
        }
        if !matches!(session.opening.stage(ply), Stage::Play { .. }) {
            session
                .opening
                .check_stone(session.game.board(), point)
                .map_err(Notice::Opening)?;
        }
    } else if !session.opening.may_place(ply) {
        return Err(Notice::ChooseFirst);
    }
    let color = session.game.to_move();
    match session.game.play(point) {
        Ok(_) => {
            // Played on from an earlier position: the resignation was the old line's.
            session.resigned = None;
            session.note_line();
            session.undone_choices.clear();
            session.changed();
            session.notice = None;
            Ok(Applied::event(GameEvent::Placed { point, color }))
        }
        Err(PlayError::Occupied(point)) => Err(Notice::Occupied(point)),
        Err(PlayError::Forbidden { point, kind }) => Err(Notice::Forbidden(point, kind)),
        Err(PlayError::GameOver(_)) => Err(Notice::GameIsOver),
        Err(PlayError::OffBoard(point)) => Err(Notice::Occupied(point)),
    }
}

fn undo(session: &mut Session, setup: &GameSetup) -> Result<Applied, Notice> {
    if !session.step_back() {
        return Err(Notice::NothingToUndo);
    }
    session.resigned = None;
    // Against the engine, take back its reply too so the human is to act again.
    while setup.mode.against_ai() && session.ai_acts(setup) && session.step_back() {}
    session.changed();
    session.notice = None;
    Ok(Applied::event(GameEvent::Rewound))
}

fn redo(session: &mut Session, setup: &GameSetup) -> Result<Applied, Notice> {
    if !session.step_forward() {
        return Err(Notice::NothingToRedo);
    }
    while setup.mode.against_ai()
        && session.ai_acts(setup)
        && !session.game.is_over()
        && session.step_forward()
    {}
    session.changed();
    session.notice = None;
    Ok(Applied::event(GameEvent::Rewound))
}

fn jump_to(session: &mut Session, ply: usize) -> Result<Applied, Notice> {
    session
        .game
        .jump_to(ply.max(session.undo_floor))
        .map_err(|_| Notice::NothingToRedo)?;
    session.sync_choices();
    session.changed();
    Ok(Applied::to_screen(Screen::Review, Some(GameEvent::Rewound)))
}

fn start_new_game(session: &mut Session, setup: &GameSetup) -> Result<Applied, Notice> {
    session.replace(new_game(setup));
    session.opening = OpeningPhase::new(opening_rule(setup));
    start_from_opening(session, setup);
    session.notice = None;
    Ok(Applied::to_screen(
        Screen::Playing,
        Some(GameEvent::Rewound),
    ))
}

fn ask_resign(session: &mut Session, ask: bool) -> Result<Applied, Notice> {
    if ask && session.is_over() {
        return Err(Notice::GameIsOver);
    }
    if ask && session.game.ply() == 0 {
        return Err(Notice::NothingToResign);
    }
    session.resign_asked = ask;
    Ok(Applied::nothing())
}

fn resign(session: &mut Session, setup: &GameSetup) -> Result<Applied, Notice> {
    if session.is_over() {
        return Err(Notice::GameIsOver);
    }
    session.resign_asked = false;
    let to_move = session.game.to_move();
    let loser = match setup.mode {
        Mode::HumanVsAi | Mode::Puzzles => session.player_color(setup).unwrap_or(to_move),
        _ => to_move,
    };
    session.resigned = Some(loser);
    session.changed();
    Ok(Applied::to_screen(Screen::GameOver, None))
}

fn load(session: &mut Session, game: Game, source: String, extras: RecordExtras) -> Applied {
    session.replace(game);
    session.add_variations(&extras.variations);
    // A record's resignation ends its last position (the only ending beside the moves a game
    // played here can have).
    if let Ending::Resigned(color) = extras.ending
        && session.game.ply() == session.game.total_plies()
        && !session.game.is_over()
    {
        session.resigned = Some(color);
    }
    if let Some(opening) = extras.opening {
        session.opening = opening;
    }
    session.notice = Some(Notice::Loaded(source));
    let screen = if session.is_over() {
        Screen::GameOver
    } else {
        Screen::Review
    };
    Applied::to_screen(screen, Some(GameEvent::Rewound))
}

/// Records an opening choice of the seat to act (checked by the caller).
fn choose(session: &mut Session, choice: Choice) -> Result<Applied, Notice> {
    session
        .opening
        .choose_on(session.game.board(), choice)
        .map_err(|error| match error {
            OpeningError::NotNow => Notice::NotYourTurn,
            error => Notice::Opening(error),
        })?;
    session.undone_choices.clear();
    session.changed();
    session.notice = None;
    Ok(Applied::event(GameEvent::Chose(choice)))
}

/// *Start from an opening* (renju): the three stones of the opening the menu names are on the
/// board from the start, placed for the tentative black under Soosõrv and kept by undo
/// without a rule. Taraguchi places its stones one by one with swaps between them, so it
/// starts from the empty board.
fn start_from_opening(session: &mut Session, setup: &GameSetup) {
    let Some(opening) = setup.start_opening else {
        return;
    };
    let rule = session.opening.rule();
    if setup.rule != gomoku_engine::Rule::Renju
        || setup.mode == Mode::Puzzles
        || !matches!(rule, OpeningRule::None | OpeningRule::Soosorv8)
    {
        return;
    }
    for point in opening.stones(session.game.size()) {
        if session.game.play(point).is_err() {
            return;
        }
    }
    session.note_line();
    if rule == OpeningRule::None {
        session.undo_floor = session.game.ply();
    }
    session.changed();
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
