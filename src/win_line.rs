//! The line drawn through a winning five: it grows from the first stone to the last, then
//! glows until the position changes.

use bevy::prelude::*;
use gomoku_engine::WinLine;

use crate::Frame;
use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth};
use crate::session::Session;

/// Seconds the line takes to reach the last stone.
pub const DRAW_SECONDS: f32 = 0.6;
/// The light rim's width on each side of the line.
const RIM: f32 = 2.5;
const THICKNESS: f32 = CELL * 0.16;

#[derive(Component, Clone, Debug)]
pub struct WinLineAnimation {
    pub line: WinLine,
    from: Vec2,
    to: Vec2,
    pub age: f32,
}

impl WinLineAnimation {
    /// Whether the line has been drawn through the whole row.
    pub fn is_drawn(&self) -> bool {
        self.age >= DRAW_SECONDS
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync_win_line, animate_win_line)
            .chain()
            .in_set(Frame::Animate),
    )
    .add_systems(PostUpdate, dress_win_line.run_if(resource_exists::<Art>));
}

fn sync_win_line(
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    lines: Query<(Entity, &WinLineAnimation)>,
) {
    if !session.is_changed() && !layout.is_changed() {
        return;
    }
    let wanted = session.outcome().and_then(|outcome| outcome.win_line());
    let mut kept = false;
    for (entity, animation) in &lines {
        if Some(animation.line) == wanted && !layout.is_changed() {
            kept = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    let Some(line) = wanted.filter(|_| !kept) else {
        return;
    };
    let mut points = line.points();
    let first = points.next().expect("a win line has stones");
    let last = points.last().unwrap_or(first);
    let (from, to) = (layout.to_world(first), layout.to_world(last));
    commands.spawn((
        Name::new("Win line"),
        WinLineAnimation {
            line,
            from,
            to,
            age: 0.0,
        },
        Transform::from_translation(from.extend(depth::WIN_LINE))
            .with_scale(Vec3::new(0.0, 1.0, 1.0)),
        Visibility::default(),
    ));
}

fn animate_win_line(
    time: Res<Time>,
    mut lines: Query<(&mut WinLineAnimation, &mut Transform, Option<&mut Sprite>)>,
) {
    for (mut animation, mut transform, sprite) in &mut lines {
        animation.age += time.delta_secs();
        let t = (animation.age / DRAW_SECONDS).min(1.0);
        let eased = 1.0 - (1.0 - t).powi(3);
        // Reach a little beyond the outer stones' centres.
        let direction = (animation.to - animation.from).normalize_or_zero();
        let start = animation.from - direction * CELL * 0.3;
        let full = animation.from.distance(animation.to) + CELL * 0.6;
        let length = full * eased;
        let centre = start + direction * length / 2.0;
        transform.translation = centre.extend(depth::WIN_LINE);
        transform.rotation = Quat::from_rotation_z(direction.y.atan2(direction.x));
        transform.scale = Vec3::new(length.max(0.001), 1.0, 1.0);
        if let Some(mut sprite) = sprite {
            let glow = if t < 1.0 {
                1.0
            } else {
                0.75 + 0.25 * (animation.age * 4.0).sin()
            };
            sprite.color = Color::srgba(0.95, 0.2, 0.15, glow);
        }
    }
}

fn dress_win_line(
    mut commands: Commands,
    lines: Query<Entity, (With<WinLineAnimation>, Without<Sprite>)>,
) {
    for entity in &lines {
        commands
            .entity(entity)
            .insert(Sprite::from_color(
                Color::srgb(0.95, 0.2, 0.15),
                Vec2::new(1.0, THICKNESS),
            ))
            // A light rim under the red, so the line reads on black stones as on white ones.
            .with_children(|line| {
                line.spawn((
                    Sprite::from_color(
                        Color::srgba(1.0, 0.96, 0.85, 0.95),
                        Vec2::new(1.0, THICKNESS + RIM * 2.0),
                    ),
                    Transform::from_xyz(0.0, 0.0, -0.01),
                ));
            });
    }
}
