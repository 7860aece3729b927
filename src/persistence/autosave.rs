//! Settings and the game in progress survive a restart: both are read back at start-up (a game
//! that was being played resumes at once), changed settings are written after a moment of
//! quiet, and the game whenever its position changes or its review finishes, and both on exit.

use bevy::prelude::*;
use gomoku_engine::Color as Stone;
use gomoku_engine::opening::OpeningPhase;
use gomoku_engine::record::GameRecord;

use super::formats::player_names;
use super::storage::{Storage, read_stored};
use crate::review::{CompletedReview, GameReviewRun};
use crate::screens::Screen;
use crate::session::{Notice, Session, SessionSet};
use crate::settings::Settings;

const SETTINGS_FILE: &str = "settings.json";
const GAME_FILE: &str = "current-game.json";
/// The record's metadata key for the opening phase (`swap2 3:place_two 5:white`).
pub const OPENING_FIELD: &str = "opening";
/// Seconds of quiet before changed settings are written (a dragged slider changes every frame).
const SETTINGS_DEBOUNCE: f32 = 0.5;

#[derive(Default)]
struct SaveState {
    settings_dirty_for: Option<f32>,
    saved_generation: Option<u64>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, restore)
        .add_systems(Update, save_changes.after(SessionSet::Apply))
        .add_systems(Last, save_on_exit);
}

/// Loads settings and the game in progress; a game that was being played resumes at once.
fn restore(
    storage: Res<Storage>,
    mut settings: ResMut<Settings>,
    mut session: ResMut<Session>,
    mut reviews: ResMut<GameReviewRun>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let mut notices = Vec::new();
    let (loaded, aside) = read_stored(&storage, SETTINGS_FILE, |text| {
        serde_json::from_str::<Settings>(text).map_err(|e| e.to_string())
    });
    if let Some(loaded) = loaded {
        *settings = loaded;
    }
    notices.extend(aside);
    *session = Session::new(crate::session::new_game(&settings));
    let (loaded, aside) = read_stored(&storage, GAME_FILE, |text| {
        let record = GameRecord::from_json(text).map_err(|e| e.to_string())?;
        // Saves before the record kept an ending held the resignation in the metadata only.
        let resigned = match record.ending {
            gomoku_engine::Ending::Resigned(color) => Some(color.to_string()),
            _ => record.metadata.get("resigned").cloned(),
        };
        // Version 3 keeps the opening in its own field; earlier saves kept swap and swap2's
        // choices in the metadata.
        let opening = match record.metadata.get(OPENING_FIELD) {
            Some(field) if record.opening.is_none() => {
                OpeningPhase::from_field(field, record.size).map_err(|e| e.to_string())?
            }
            _ => record.opening_phase().map_err(|e| e.to_string())?,
        };
        let game = record.to_game().map_err(|e| e.to_string())?;
        let review = record.review_of_moves().cloned();
        Ok((game, resigned, opening, review, record.variations))
    });
    if let Some((game, resigned, opening, review, variations)) = loaded {
        if let Some(review) = review {
            reviews.restore(CompletedReview {
                options: game.options(),
                moves: game.all_moves(),
                review,
            });
        }
        let resigned = match resigned.as_deref() {
            Some("black") => Some(Stone::Black),
            Some("white") => Some(Stone::White),
            _ => None,
        };
        *session = Session::restored(game, resigned, opening);
        session.add_variations(&variations);
        if session.game().total_plies() > 0 {
            next_screen.set(if session.is_over() {
                Screen::GameOver
            } else {
                Screen::Playing
            });
        }
    }
    notices.extend(aside);
    if let Some(aside) = notices.pop() {
        session.notice = Some(Notice::StartupFileKeptAside(aside));
    }
}

fn save_current_game(
    storage: &Storage,
    session: &Session,
    settings: &Settings,
    reviews: &GameReviewRun,
) {
    let mut record = GameRecord::from_game(&session.main_line_game());
    let extras = session.record_extras(reviews.of(session).map(|done| &done.review));
    record.review = extras.review.map(|review| *review);
    record.ending = extras.ending;
    record.set_variations(extras.variations);
    let [black, white] = player_names(settings, session);
    record.black = black.to_owned();
    record.white = white.to_owned();
    record.set_opening(session.opening());
    // Also where the resignation is not the record's ending (made at an earlier ply of the
    // line): the session comes back as it was.
    if let Some(color) = session.resigned() {
        record
            .metadata
            .insert("resigned".to_owned(), color.to_string());
    }
    if let Err(error) = storage.write(GAME_FILE, &record.to_json()) {
        warn!(
            "cannot save the game in progress to {}: {error}",
            storage.describe(GAME_FILE)
        );
    }
}

fn save_settings(storage: &Storage, settings: &Settings) {
    let text = serde_json::to_string_pretty(settings).expect("settings serialise");
    if let Err(error) = storage.write(SETTINGS_FILE, &text) {
        warn!(
            "cannot save settings to {}: {error}",
            storage.describe(SETTINGS_FILE)
        );
    }
}

fn save_changes(
    storage: Res<Storage>,
    settings: Res<Settings>,
    session: Res<Session>,
    reviews: Res<GameReviewRun>,
    time: Res<Time>,
    mut state: Local<SaveState>,
) {
    let now = time.elapsed_secs();
    if settings.is_changed() && !settings.is_added() {
        state.settings_dirty_for = Some(now);
    }
    if state
        .settings_dirty_for
        .is_some_and(|since| now - since >= SETTINGS_DEBOUNCE)
    {
        save_settings(&storage, &settings);
        state.settings_dirty_for = None;
    }
    let generation = session.generation();
    if state.saved_generation.is_none() {
        // Nothing changed yet: the stored game is what was just loaded.
        state.saved_generation = Some(generation);
    } else if state.saved_generation != Some(generation)
        || (reviews.is_changed() && reviews.of(&session).is_some())
    {
        // A finished review is kept with the game at once.
        save_current_game(&storage, &session, &settings, &reviews);
        state.saved_generation = Some(generation);
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    storage: Res<Storage>,
    settings: Res<Settings>,
    session: Res<Session>,
    reviews: Res<GameReviewRun>,
) {
    if exits.read().count() > 0 {
        save_settings(&storage, &settings);
        save_current_game(&storage, &session, &settings, &reviews);
    }
}

/// Saves now (for tests and tools that stop the app without an exit message).
pub fn save_now(world: &mut World) {
    let storage = world.resource::<Storage>().clone();
    save_settings(&storage, world.resource::<Settings>());
    save_current_game(
        &storage,
        world.resource::<Session>(),
        world.resource::<Settings>(),
        world.resource::<GameReviewRun>(),
    );
}
