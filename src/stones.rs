//! Stone entities that mirror the engine's board: spawned when a move is played (with a short
//! drop animation), despawned on undo, numbered on demand, and the last-move marker.

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::Point;

use crate::Frame;
use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth, shown_if};
use crate::screens::Screen;
use crate::session::Session;
use crate::settings::Preferences;

/// A stone on the board; `ply` is its move number (1 for the first stone).
#[derive(Component, Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlacedStone {
    pub point: Point,
    pub color: Stone,
    pub ply: usize,
}

/// The placement animation: the stone settles from slightly above the board.
#[derive(Component)]
pub struct Dropping {
    age: f32,
}

const DROP_SECONDS: f32 = 0.18;
const DROP_SCALE: f32 = 1.3;

#[derive(Component)]
struct MoveNumber;

#[derive(Component)]
struct LastMoveMarker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            sync_stones
                .in_set(Frame::Stones)
                .run_if(not(in_state(Screen::Edit))),
            animate_drop.in_set(Frame::Animate),
        ),
    )
    .add_systems(
        PostUpdate,
        (dress_stones, show_move_numbers, place_last_move_marker).run_if(resource_exists::<Art>),
    )
    .add_systems(
        Startup,
        spawn_last_move_marker.run_if(resource_exists::<Assets<Image>>),
    );
}

/// The stones the board holds now, each with its move number.
pub fn expected_stones(session: &Session) -> Vec<PlacedStone> {
    let board = session.game().board();
    board
        .stones_in_order()
        .enumerate()
        .filter_map(|(index, point)| {
            board.stone(point).map(|color| PlacedStone {
                point,
                color,
                ply: index + 1,
            })
        })
        .collect()
}

/// The game's stones; while the editor is open it shows its own (`crate::editor`).
fn sync_stones(
    mut commands: Commands,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    layout: Res<BoardLayout>,
    stones: Query<(Entity, &PlacedStone)>,
) {
    if !session.is_changed() && !layout.is_changed() && !screen.is_changed() {
        return;
    }
    let newest = session.game().ply();
    show_stones(
        &mut commands,
        expected_stones(&session),
        newest,
        &layout,
        &stones,
    );
}

/// Despawns the stone entities not in `wanted` and spawns the missing ones; the one numbered
/// `newest` drops in.
pub fn show_stones(
    commands: &mut Commands,
    mut wanted: Vec<PlacedStone>,
    newest: usize,
    layout: &BoardLayout,
    stones: &Query<(Entity, &PlacedStone)>,
) {
    for (entity, stone) in stones {
        if let Some(index) = wanted.iter().position(|w| w == stone) {
            wanted.swap_remove(index);
        } else {
            commands.entity(entity).despawn();
        }
    }
    for stone in wanted {
        let mut entity = commands.spawn((
            Name::new(format!("Stone {}", stone.ply)),
            stone,
            Transform::from_translation(layout.to_world(stone.point).extend(depth::STONE)),
            Visibility::default(),
        ));
        if stone.ply == newest {
            entity.insert(Dropping { age: 0.0 });
        }
    }
}

fn animate_drop(
    mut commands: Commands,
    time: Res<Time>,
    mut stones: Query<(Entity, &mut Dropping, &mut Transform)>,
) {
    for (entity, mut drop, mut transform) in &mut stones {
        drop.age += time.delta_secs();
        let t = (drop.age / DROP_SECONDS).min(1.0);
        let eased = 1.0 - (1.0 - t).powi(3);
        transform.scale = Vec3::splat(DROP_SCALE + (1.0 - DROP_SCALE) * eased);
        if t >= 1.0 {
            commands.entity(entity).remove::<Dropping>();
        }
    }
}

fn dress_stones(
    mut commands: Commands,
    art: Res<Art>,
    prefs: Res<Preferences>,
    stones: Query<(Entity, &PlacedStone), Added<PlacedStone>>,
) {
    for (entity, stone) in &stones {
        let white = stone.color == Stone::White;
        let label_color = if white {
            Color::srgb(0.1, 0.1, 0.1)
        } else {
            Color::srgb(0.95, 0.95, 0.95)
        };
        let visibility = shown_if(prefs.show_move_numbers);
        commands
            .entity(entity)
            .insert(Sprite {
                image: art.stone(white),
                custom_size: Some(Vec2::splat(CELL * 0.94)),
                ..default()
            })
            .with_children(|parent| {
                parent.spawn((
                    Sprite {
                        image: art.shadow.clone(),
                        custom_size: Some(Vec2::splat(CELL * 1.08)),
                        ..default()
                    },
                    Transform::from_xyz(CELL * 0.06, -CELL * 0.08, depth::SHADOW - depth::STONE),
                ));
                parent.spawn((
                    MoveNumber,
                    Text2d::new(stone.ply.to_string()),
                    TextFont::from_font_size(if stone.ply >= 100 { 13.0 } else { 16.0 }),
                    TextColor(label_color),
                    Transform::from_xyz(0.0, 0.0, depth::STONE_LABEL - depth::STONE),
                    visibility,
                ));
            });
    }
}

fn show_move_numbers(
    prefs: Res<Preferences>,
    mut numbers: Query<&mut Visibility, With<MoveNumber>>,
) {
    let wanted = shown_if(prefs.show_move_numbers);
    for mut visibility in &mut numbers {
        visibility.set_if_neq(wanted);
    }
}

fn spawn_last_move_marker(mut commands: Commands) {
    commands.spawn((
        LastMoveMarker,
        Transform::from_xyz(0.0, 0.0, depth::LAST_MOVE),
        Visibility::Hidden,
    ));
}

fn place_last_move_marker(
    mut commands: Commands,
    art: Res<Art>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    prefs: Res<Preferences>,
    screen: Res<State<Screen>>,
    mut markers: Query<
        (Entity, &mut Transform, &mut Visibility, Has<Sprite>),
        With<LastMoveMarker>,
    >,
) {
    let Ok((entity, mut transform, mut visibility, dressed)) = markers.single_mut() else {
        return;
    };
    if !dressed {
        commands.entity(entity).insert(Sprite {
            image: art.disc.clone(),
            color: Color::srgb(0.85, 0.12, 0.1),
            custom_size: Some(Vec2::splat(CELL * 0.24)),
            ..default()
        });
    }
    // With numbers shown the number itself marks the stone; the dot would cover it.
    match session.game().last_move() {
        Some(point) if !prefs.show_move_numbers && *screen.get() != Screen::Edit => {
            transform.translation = layout.to_world(point).extend(depth::LAST_MOVE);
            visibility.set_if_neq(Visibility::Inherited);
        }
        _ => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}
