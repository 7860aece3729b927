//! Settings and the game in progress survive a restart: both are read back at start-up (a game
//! that was being played resumes at once), changed settings are written after a moment of
//! quiet, and the game whenever its position changes or its review finishes, and both on exit.

use crate::sides::Stone;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gomoku_engine::opening::OpeningPhase;
use gomoku_engine::record::GameRecord;

use super::formats::player_names;
use super::storage::{HeldFiles, NotWritten, Storage, Unusable, read_stored, write_stored};
use crate::Frame;
use crate::review::{CompletedReview, GameReviewRun};
use crate::screens::Screen;
use crate::session::{Notice, Session};
use crate::settings::{GameSetup, PlayerRecord, Preferences, SavedSettings, SystemLocales};

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
        .add_systems(Update, save_changes.in_set(Frame::Record))
        .add_systems(Last, save_on_exit);
}

/// Loads settings and the game in progress; a game that was being played resumes at once.
fn restore(
    storage: Res<Storage>,
    mut held: ResMut<HeldFiles>,
    mut settings: SettingsParts,
    mut session: ResMut<Session>,
    mut reviews: ResMut<GameReviewRun>,
    mut next_screen: ResMut<NextState<Screen>>,
    locales: Res<SystemLocales>,
) {
    let mut unusable = Vec::new();
    let (loaded, aside) = read_stored(&storage, &mut held, SETTINGS_FILE, |text| {
        serde_json::from_str::<SavedSettings>(text).map_err(|e| e.to_string())
    });
    if let Some(loaded) = loaded {
        let (setup, prefs, record) = loaded.into_parts();
        *settings.setup = setup;
        *settings.prefs = prefs;
        *settings.record = record;
    } else {
        // A first start (or a settings file set aside): the system's language.
        settings.prefs.language = locales.language();
    }
    let setup = &settings.setup;
    unusable.extend(aside);
    *session = Session::new(crate::session::new_game(setup));
    let (loaded, aside) = read_stored(&storage, &mut held, GAME_FILE, |text| {
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
    unusable.extend(aside);
    if let Some(notice) = startup_notice(unusable) {
        session.notice = Some(notice);
    }
}

/// The one notice the status line has room for at start-up: a held file first, as its changes
/// are not saved this session.
fn startup_notice(mut unusable: Vec<Unusable>) -> Option<Notice> {
    let held = unusable
        .iter()
        .position(|file| matches!(file, Unusable::Held { .. }));
    let shown = match held {
        Some(index) => unusable.swap_remove(index),
        None => unusable.pop()?,
    };
    Some(match shown {
        Unusable::KeptAside(aside) => Notice::StartupFileKeptAside(aside),
        Unusable::Held { path, why } => Notice::StartupFileHeld { path, why },
    })
}

/// Writes one stored file (`what` names it in the log). A failed write is logged; a held
/// file's refused save is told to the player.
fn store(
    storage: &Storage,
    held: &mut HeldFiles,
    name: &str,
    what: &str,
    text: &str,
) -> Option<Notice> {
    match write_stored(storage, held, name, text) {
        Ok(()) => None,
        Err(NotWritten::Failed(error)) => {
            warn!("cannot save {what} to {}: {error}", storage.describe(name));
            None
        }
        Err(NotWritten::Held { message, first }) => {
            if first {
                warn!("{what} not saved this session: {message}");
            }
            // Each time: a move clears the status line, and the player should not take the
            // game for saved.
            Some(Notice::SaveFailed(message))
        }
    }
}

fn save_current_game(
    storage: &Storage,
    held: &mut HeldFiles,
    session: &Session,
    setup: &GameSetup,
    reviews: &GameReviewRun,
) -> Option<Notice> {
    let mut record = GameRecord::from_game(&session.main_line_game());
    let extras = session.record_extras(reviews.of(session).map(|done| &done.review));
    record.review = extras.review.map(|review| *review);
    record.ending = extras.ending;
    record.set_variations(extras.variations);
    let [black, white] = player_names(setup, session);
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
    let text = record.to_json();
    store(storage, held, GAME_FILE, "the game in progress", &text)
}

/// The three parts of the settings, as the file holds them together.
#[derive(SystemParam)]
struct SettingsParts<'w> {
    setup: ResMut<'w, GameSetup>,
    prefs: ResMut<'w, Preferences>,
    record: ResMut<'w, PlayerRecord>,
}

/// The settings' parts, read only.
#[derive(SystemParam)]
struct SettingsNow<'w> {
    setup: Res<'w, GameSetup>,
    prefs: Res<'w, Preferences>,
    record: Res<'w, PlayerRecord>,
}

impl SettingsNow<'_> {
    fn saved(&self) -> SavedSettings {
        SavedSettings::of(&self.setup, &self.prefs, &self.record)
    }

    /// Whether a part changed since the last look (not by being loaded).
    fn changed(&self) -> bool {
        let changed = |added: bool, changed: bool| changed && !added;
        changed(self.setup.is_added(), self.setup.is_changed())
            || changed(self.prefs.is_added(), self.prefs.is_changed())
            || changed(self.record.is_added(), self.record.is_changed())
    }
}

fn save_settings(storage: &Storage, held: &mut HeldFiles, saved: &SavedSettings) -> Option<Notice> {
    let text = serde_json::to_string_pretty(saved).expect("settings serialise");
    store(storage, held, SETTINGS_FILE, "settings", &text)
}

fn save_changes(
    storage: Res<Storage>,
    mut held: ResMut<HeldFiles>,
    settings: SettingsNow,
    mut session: ResMut<Session>,
    reviews: Res<GameReviewRun>,
    time: Res<Time>,
    mut state: Local<SaveState>,
) {
    let now = time.elapsed_secs();
    if settings.changed() {
        state.settings_dirty_for = Some(now);
    }
    if state
        .settings_dirty_for
        .is_some_and(|since| now - since >= SETTINGS_DEBOUNCE)
    {
        if let Some(notice) = save_settings(&storage, &mut held, &settings.saved()) {
            session.notice = Some(notice);
        }
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
        if let Some(notice) =
            save_current_game(&storage, &mut held, &session, &settings.setup, &reviews)
        {
            session.notice = Some(notice);
        }
        state.saved_generation = Some(generation);
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    storage: Res<Storage>,
    mut held: ResMut<HeldFiles>,
    settings: SettingsNow,
    session: Res<Session>,
    reviews: Res<GameReviewRun>,
) {
    // Nobody is left to read a notice.
    if exits.read().count() > 0 {
        save_settings(&storage, &mut held, &settings.saved());
        save_current_game(&storage, &mut held, &session, &settings.setup, &reviews);
    }
}

/// Saves now (for tests and tools that stop the app without an exit message).
pub fn save_now(world: &mut World) {
    let storage = world.resource::<Storage>().clone();
    let mut held = world.remove_resource::<HeldFiles>().unwrap_or_default();
    let notices = [
        save_settings(
            &storage,
            &mut held,
            &SavedSettings::of(
                world.resource::<GameSetup>(),
                world.resource::<Preferences>(),
                world.resource::<PlayerRecord>(),
            ),
        ),
        save_current_game(
            &storage,
            &mut held,
            world.resource::<Session>(),
            world.resource::<GameSetup>(),
            world.resource::<GameReviewRun>(),
        ),
    ];
    world.insert_resource(held);
    if let Some(notice) = notices.into_iter().flatten().last() {
        world.resource_mut::<Session>().notice = Some(notice);
    }
}
