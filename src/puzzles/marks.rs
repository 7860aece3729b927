//! Puzzle mode's mark on the board: the first hint's 3x3 square around the winning move, drawn
//! as a frame while that position is on the board.

use bevy::prelude::*;

use super::play::{ActivePuzzle, HintStage};
use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth};
use crate::session::Session;

/// One side of the hint's square.
#[derive(Component)]
pub struct HintSquare;

/// The frame's thickness, in world units (a cell is [`CELL`]).
const THICKNESS: f32 = 4.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, show_hint_square.run_if(resource_exists::<Art>));
}

fn show_hint_square(
    mut commands: Commands,
    active: Res<ActivePuzzle>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    sides: Query<Entity, With<HintSquare>>,
) {
    if !active.is_changed() && !session.is_changed() && !layout.is_changed() {
        return;
    }
    for entity in &sides {
        commands.entity(entity).despawn();
    }
    let HintStage::Area(a, b) = active.hint_for(session.generation()) else {
        return;
    };
    let (a, b) = (layout.to_world(a), layout.to_world(b));
    // Half a cell beyond the outer points, so the square holds its nine points.
    let min = a.min(b) - Vec2::splat(CELL / 2.0);
    let max = a.max(b) + Vec2::splat(CELL / 2.0);
    let colour = Color::srgba(0.1, 0.8, 0.3, 0.9);
    let width = max.x - min.x;
    let height = max.y - min.y;
    let bars = [
        (
            Vec2::new(min.x + width / 2.0, min.y),
            Vec2::new(width + THICKNESS, THICKNESS),
        ),
        (
            Vec2::new(min.x + width / 2.0, max.y),
            Vec2::new(width + THICKNESS, THICKNESS),
        ),
        (
            Vec2::new(min.x, min.y + height / 2.0),
            Vec2::new(THICKNESS, height),
        ),
        (
            Vec2::new(max.x, min.y + height / 2.0),
            Vec2::new(THICKNESS, height),
        ),
    ];
    for (centre, size) in bars {
        commands.spawn((
            HintSquare,
            Sprite::from_color(colour, size),
            Transform::from_translation(centre.extend(depth::HINT)),
        ));
    }
}
