//! The scripted run's start: the settings, position and screen it asks for, and the editor,
//! review or puzzle it opens once the position is on the board.

use bevy::prelude::*;
use gomoku_engine::Level;

use super::ScriptOptions;
use crate::persistence::parse_game;
use crate::screens::Screen;
use crate::session::{GameCommand, Session};
use crate::settings::{GameSetup, Mode, Preferences};

pub(super) fn apply_script(
    options: Res<ScriptOptions>,
    mut setup: ResMut<GameSetup>,
    mut prefs: ResMut<Preferences>,
    mut session: ResMut<Session>,
    mut commands: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut infinite: ResMut<crate::ai::InfiniteAnalysis>,
) {
    script_settings(&options, &mut setup, &mut prefs);
    infinite.on |= options.analyse;
    *session = Session::new(crate::session::new_game(&setup));
    if options.position.is_none()
        && options.opening.is_some()
        && options.screen != Some(Screen::Menu)
    {
        // Only a new game sets up the opening rule's phase.
        commands.write(GameCommand::NewGame);
    }
    if let Some(position) = &options.position {
        match parse_game(position, session.game().options()) {
            Ok((game, _)) => {
                commands.write(GameCommand::Load {
                    game: Box::new(game),
                    source: "script".to_owned(),
                    extras: crate::persistence::parse_extras(position),
                });
            }
            Err(error) => error!("--position: {error}"),
        }
    }
    // A position to analyse or review stays paused (nobody is asked to move); one to play on
    // is played.
    let study = options.position.is_some() && (options.analyse || options.review);
    let screen = options.screen.unwrap_or(if study {
        Screen::Review
    } else if options.position.is_some()
        || options.frame_report.is_some()
        || options.puzzle.is_some()
    {
        Screen::Playing
    } else {
        Screen::Menu
    });
    // The editor opens on the loaded position once it is shown (`open_scripted_editor`).
    next_screen.set(if screen == Screen::Edit {
        Screen::Review
    } else {
        screen
    });
    if screen == Screen::Playing && options.position.is_some() {
        // Loading pauses for review; resume right after so the AI plays on.
        commands.write(GameCommand::Resume);
    }
}

/// The settings the script asks for, over the saved ones.
fn script_settings(options: &ScriptOptions, setup: &mut GameSetup, prefs: &mut Preferences) {
    if options.frame_report.is_some() {
        setup.mode = Mode::AiVsAi;
        setup.set_level(Level::Master);
    }
    if let Some(mode) = options.mode {
        setup.mode = mode;
    }
    if let Some(human) = options.human {
        setup.human_color = human;
    }
    if let Some(level) = options.level {
        setup.set_level(level);
    }
    if let Some(rule) = options.rule {
        setup.rule = rule;
    }
    if let Some(ms) = options.move_time_ms {
        setup.move_time_ms = ms;
    }
    if let Some(language) = options.language {
        prefs.language = language;
    }
    if let Some(opening) = options.opening {
        setup.opening_rule = opening;
    }
    if let Some(seat) = options.seat {
        setup.swap_role = seat;
    }
    prefs.show_pv |= options.show_pv;
    prefs.show_move_numbers |= options.numbers;
}

/// `--screen edit`: the editor on the position given, once it is on the board.
pub(super) fn open_scripted_editor(
    options: Res<ScriptOptions>,
    screen: Res<State<Screen>>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut edits: MessageWriter<crate::editor::EditorCommand>,
) {
    let loaded = options.position.is_none() || session.game().ply() > 0;
    if options.screen == Some(Screen::Edit) && !*done && *screen.get() == Screen::Review && loaded {
        *done = true;
        edits.write(crate::editor::EditorCommand::Open);
    }
}

/// `--review`: the loaded game's review, once it is on the board.
pub(super) fn start_scripted_review(
    options: Res<ScriptOptions>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut reviews: MessageWriter<crate::review::ReviewCommand>,
) {
    if options.review && !*done && session.game().total_plies() > 0 {
        *done = true;
        reviews.write(crate::review::ReviewCommand::Start);
    }
}

/// `--puzzle ID`: after the saved puzzle (if any) would have been reopened.
pub(super) fn open_scripted_puzzle(
    options: Res<ScriptOptions>,
    mut puzzles: MessageWriter<crate::puzzles::PuzzleCommand>,
) {
    if let Some(id) = &options.puzzle {
        puzzles.write(crate::puzzles::PuzzleCommand::OpenId(id.clone()));
    }
}

/// `--puzzle-move POINT`: played once, when the puzzle is on the board and the attacker is to
/// move.
pub(super) fn play_scripted_puzzle_move(
    options: Res<ScriptOptions>,
    active: Res<crate::puzzles::ActivePuzzle>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut commands: MessageWriter<GameCommand>,
) {
    let (Some(id), Some(text)) = (&options.puzzle, &options.puzzle_move) else {
        return;
    };
    let Some(puzzle) = active.puzzle.as_ref().filter(|p| &p.id == id) else {
        return;
    };
    if *done || session.game().ply() != puzzle.position.len() {
        return;
    }
    *done = true;
    match gomoku_engine::notation::parse_point(text, session.game().size()) {
        Ok(point) => {
            commands.write(GameCommand::Place {
                point,
                by: crate::session::Actor::Human,
            });
        }
        Err(error) => error!("--puzzle-move: {error}"),
    }
}
