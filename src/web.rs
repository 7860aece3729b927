//! The page around the browser build: reads the options of a link (`?position=h8i9h9&analyse`,
//! see [`ScriptOptions::from_page_query`]), tells `index.html` that the game runs (it then drops
//! its loading indicator), which screen is up, where the board's centre point is on the page in
//! CSS pixels, and how the analysis and a game review are going, so a scripted browser test can
//! click the board and follow them (`web/test/browser-test.mjs`).

use bevy::prelude::*;
use gomoku_engine::Point;

use crate::ai::{Analysis, Purpose};
use crate::board::{BoardCamera, BoardLayout};
use crate::diagnostics::ScriptOptions;
use crate::review::{GameReviewRun, ReviewState};
use crate::screens::Screen;

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
    app.add_systems(Last, publish_page_state);
}

fn publish_page_state(
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    analysis: Res<Analysis>,
    reviews: Res<GameReviewRun>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut published: Local<Option<(String, Screen, String, String)>>,
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
    let state = (board, *screen.get(), analysed, review);
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
    let _ = root.set_attribute("data-board", &state.0);
    let _ = root.set_attribute("data-screen", &format!("{:?}", state.1).to_lowercase());
    let _ = root.set_attribute("data-analysis", &state.2);
    let _ = root.set_attribute("data-review", &state.3);
    *published = Some(state);
}
