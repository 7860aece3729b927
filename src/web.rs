//! The page around the browser build: tells `index.html` that the game runs (it then drops its
//! loading indicator), which screen is up, and where the board's centre point is on the page in
//! CSS pixels, so a scripted browser test can click the board (`web/test/browser-test.mjs`).

use bevy::prelude::*;
use gomoku_engine::Point;

use crate::board::{BoardCamera, BoardLayout};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, publish_page_state);
}

fn publish_page_state(
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut published: Local<Option<(String, Screen)>>,
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
    let state = (board, *screen.get());
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
    *published = Some(state);
}
