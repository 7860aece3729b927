//! What renju's opening rules show on the board: black's fifth-move offers as faint numbered
//! black stones (while they are made and until white keeps one), and the central square the
//! next stone must go in (Soosõrv's opening stones, Taraguchi's first five) as a frame.

use bevy::prelude::*;
use gomoku_engine::opening::Stage;

use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth};
use crate::screens::Screen;
use crate::session::Session;

/// A sprite of the opening's marks.
#[derive(Component, Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpeningMark {
    /// One of black's fifth-move offers (its stone or its ring).
    Offer,
    /// One side of the frame around the square the next stone must go in.
    Frame,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        show_opening_marks.run_if(resource_exists::<Art>),
    );
}

/// The frame's line, in world units.
const FRAME_WIDTH: f32 = CELL * 0.08;

fn show_opening_marks(
    mut commands: Commands,
    art: Res<Art>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    marks: Query<Entity, With<OpeningMark>>,
) {
    if !session.is_changed() && !layout.is_changed() && !screen.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    if matches!(*screen.get(), Screen::Edit | Screen::Menu) || session.is_over() {
        return;
    }
    let phase = session.opening();
    let stones = session.game().ply();
    let stage = phase.stage(stones);
    if matches!(stage, Stage::Offer { .. } | Stage::Pick { .. }) {
        // A faint black stone ringed in gold.
        let parts = [
            (
                &art.black_stone,
                Color::srgba(1.0, 1.0, 1.0, 0.7),
                0.8,
                depth::VARIATION,
            ),
            (
                &art.ring,
                Color::srgba(0.95, 0.75, 0.2, 0.9),
                0.95,
                depth::HINT,
            ),
        ];
        for point in phase.offers() {
            for (image, color, size, z) in parts {
                commands.spawn((
                    OpeningMark::Offer,
                    Sprite {
                        image: image.clone(),
                        color,
                        custom_size: Some(Vec2::splat(CELL * size)),
                        ..default()
                    },
                    Transform::from_translation(layout.to_world(point).extend(z)),
                ));
            }
        }
    }
    let Stage::Place { .. } = stage else {
        return;
    };
    let Some(side) = phase.next_square(stones) else {
        return;
    };
    // The frame runs half a cell outside the square's outer points.
    let centre = layout.to_world(session.game().size().center());
    let half = (f32::from(side) / 2.0) * CELL;
    let colour = Color::srgba(0.95, 0.75, 0.2, 0.8);
    for (offset, size) in [
        (Vec2::new(0.0, half), Vec2::new(2.0 * half, FRAME_WIDTH)),
        (Vec2::new(0.0, -half), Vec2::new(2.0 * half, FRAME_WIDTH)),
        (Vec2::new(half, 0.0), Vec2::new(FRAME_WIDTH, 2.0 * half)),
        (Vec2::new(-half, 0.0), Vec2::new(FRAME_WIDTH, 2.0 * half)),
    ] {
        commands.spawn((
            OpeningMark::Frame,
            Sprite {
                color: colour,
                custom_size: Some(size + Vec2::splat(FRAME_WIDTH)),
                ..default()
            },
            Transform::from_translation((centre + offset).extend(depth::MARKS + 0.05)),
        ));
    }
}
