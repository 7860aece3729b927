//! The page around the browser build: reads the options of a link (`?position=h8i9h9&analyse`,
//! see [`ScriptOptions::from_page_query`]), tells `index.html` that the game runs (it then drops
//! its loading indicator), which screen is up, where the board's centre point is on the page in
//! CSS pixels, which layout is up and where some controls are (the narrow layout's tabs, the
//! menu's Start, …), how the analysis and a game review are going, and a count of the frames,
//! so a scripted browser test can tap the board and those controls and follow them
//! (`web/test/`). It also writes the page's own words in the player's language.

use bevy::prelude::*;
use gomoku_engine::Point;

use crate::ai::{Analysis, Purpose};
use crate::board::{BoardCamera, BoardLayout};
use crate::i18n::{Language, Msg, tr};
use crate::review::{GameReviewRun, ReviewState};
use crate::screens::Screen;
use crate::scripted_run::ScriptOptions;
use crate::settings::Preferences;
use crate::ui_kit::UiState;

/// The options in the page's address (none without a query).
pub fn script_options_from_page() -> ScriptOptions {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let (options, ignored) = ScriptOptions::from_page_query(&query);
    for pair in ignored {
        warn!("the page's address: {pair} is not understood; ignored");
    }
    options
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, (publish_page_state, count_frames, page_in_language));
}

/// The page's own words in the player's language: its title, its `lang` (which also picks the
/// browser's CJK glyph forms for them) and the bar that offers a new version.
fn page_in_language(prefs: Res<Preferences>, mut shown: Local<Option<Language>>) {
    let lang = prefs.language;
    if *shown == Some(lang) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    document.set_title(tr(lang, Msg::Gomoku));
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.tag());
    }
    for (id, msg) in [
        ("update-words", Msg::WebUpdateReady),
        ("update-reload", Msg::WebUpdateReload),
    ] {
        if let Some(element) = document.get_element_by_id(id) {
            element.set_text_content(Some(tr(lang, msg)));
        }
    }
    *shown = Some(lang);
}

/// Counts the frames on the page, so a test can wait for the game to have seen an input event
/// before it sends the next one (a press and its release in one frame are no click).
fn count_frames(mut frame: Local<u64>) {
    *frame += 1;
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = root.set_attribute("data-frame", &frame.to_string());
    }
}

fn publish_page_state(
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    analysis: Res<Analysis>,
    reviews: Res<GameReviewRun>,
    ui: Res<UiState>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut published: Local<Option<PageState>>,
) {
    let Ok((camera, transform)) = cameras.single() else {
        return;
    };
    let center = layout.size().center();
    let Ok(right) = Point::try_new(i64::from(center.x()) + 1, i64::from(center.y())) else {
        return;
    };
    let on_page = |point| camera.world_to_viewport(transform, layout.to_world(point).extend(0.0));
    let (Ok(middle), Ok(next)) = (on_page(center), on_page(right)) else {
        return;
    };
    let board = format!("{:.1},{:.1},{:.1}", middle.x, middle.y, next.x - middle.x);
    // The deepest depth the analysis reached, and the review's progress or accuracies.
    let analysed = match (analysis.line(), analysis.purpose) {
        (Some(line), Some(Purpose::Analyse)) => line.depth.to_string(),
        _ => String::new(),
    };
    let review = match &reviews.state {
        ReviewState::Running(running) => {
            let (done, total) = running.progress();
            format!("running {done}/{total}")
        }
        ReviewState::Done(done) => format!(
            "done {:.0} {:.0}",
            done.review.accuracy[0], done.review.accuracy[1]
        ),
        ReviewState::Failed(_) => "failed".to_owned(),
        ReviewState::Idle => String::new(),
    };
    // The named controls' centres: `start_button:195.0,600.5;tab_moves:…`.
    let targets = ui
        .tap_targets
        .iter()
        .map(|(name, rect)| format!("{name}:{:.1},{:.1}", rect.center().x, rect.center().y))
        .collect::<Vec<_>>()
        .join(";");
    let layout = if ui.layout_narrow { "narrow" } else { "wide" };
    let state = PageState {
        board,
        screen: *screen.get(),
        analysed,
        review,
        targets,
        layout,
    };
    if published.as_ref() == Some(&state) {
        return;
    }
    let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    else {
        return;
    };
    // Failing to set an attribute only affects the loading indicator and tests.
    let _ = root.set_attribute("data-gomoku", "running");
    let _ = root.set_attribute("data-board", &state.board);
    let _ = root.set_attribute("data-screen", &format!("{:?}", state.screen).to_lowercase());
    let _ = root.set_attribute("data-analysis", &state.analysed);
    let _ = root.set_attribute("data-review", &state.review);
    let _ = root.set_attribute("data-targets", &state.targets);
    let _ = root.set_attribute("data-layout", state.layout);
    *published = Some(state);
}

/// What the page was last told, so it is only told again when something changed.
#[derive(PartialEq)]
struct PageState {
    board: String,
    screen: Screen,
    analysed: String,
    review: String,
    targets: String,
    layout: &'static str,
}
