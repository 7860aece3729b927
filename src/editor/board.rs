//! What the board shows while the editor is open ([`Screen::Edit`]): the edited stones instead
//! of the game's, and the ghost as the brush's stone wherever there is none of its colour.

use crate::sides::Stone;
use bevy::prelude::*;

use super::edit::{Brush, Editor};
use crate::Frame;
use crate::art::Art;
use crate::board::BoardLayout;
use crate::input::BoardCursor;
use crate::overlays::{Ghost, show_ghost};
use crate::screens::Screen;
use crate::session::Session;
use crate::stones::{PlacedStone, show_stones};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_edited_stones
            .in_set(Frame::Stones)
            .run_if(in_state(Screen::Edit)),
    )
    .add_systems(
        PostUpdate,
        place_brush_ghost.run_if(resource_exists::<Art>.and_then(in_state(Screen::Edit))),
    );
}

/// The editor's stones on the board, whenever they, the layout or the screen change.
fn sync_edited_stones(
    mut commands: Commands,
    session: Res<Session>,
    editor: Res<Editor>,
    screen: Res<State<Screen>>,
    layout: Res<BoardLayout>,
    stones: Query<(Entity, &PlacedStone)>,
) {
    if !session.is_changed() && !layout.is_changed() && !screen.is_changed() && !editor.is_changed()
    {
        return;
    }
    let newest = session.game().ply();
    show_stones(
        &mut commands,
        editor.placed_stones(),
        newest,
        &layout,
        &stones,
    );
}

fn place_brush_ghost(
    art: Res<Art>,
    editor: Res<Editor>,
    cursor: Res<BoardCursor>,
    layout: Res<BoardLayout>,
    mut ghosts: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<Ghost>>,
) {
    let Ok(parts) = ghosts.single_mut() else {
        return;
    };
    let color = match editor.brush {
        Brush::Black => Some(Stone::Black),
        Brush::White => Some(Stone::White),
        Brush::Erase => None,
    };
    let point = cursor
        .point
        .filter(|&p| color.is_some() && editor.stone_at(p) != color);
    show_ghost(point, color == Some(Stone::White), &art, &layout, parts);
}
