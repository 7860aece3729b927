//! Marks drawn over the board: the hover ghost stone, the keyboard/gamepad cursor, black's
//! forbidden points under renju, the engine's principal variation, the analysis' best moves
//! and the hint.

use crate::sides::Stone;
use bevy::prelude::*;
use bevy::text::TextBackgroundColor;
use gomoku_engine::{GameResult, Point};

use crate::ai::{Analysis, Hint, Purpose};
use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth};
use crate::fonts::InterfaceFonts;
use crate::i18n::{Language, tr};
use crate::input::BoardCursor;
use crate::screens::Screen;
use crate::session::{Outcome, Session, forbidden_name};
use crate::settings::{GameSetup, Preferences};

/// The translucent stone where a click would place one (the editor moves it too).
#[derive(Component)]
pub struct Ghost;

#[derive(Component)]
struct CursorFrame;

/// The word under the pointer on a forbidden point: which rule forbids it.
#[derive(Component)]
pub struct ForbiddenHoverLabel;

#[derive(Component)]
struct HintMark;

/// One of the crosses on black's forbidden points.
#[derive(Component)]
pub struct ForbiddenMark(pub Point);

#[derive(Component)]
struct VariationStone;

/// One of the analysis' best moves, with its value.
#[derive(Component)]
pub struct BestMoveMark {
    pub point: Point,
    /// 0 for the best move.
    pub rank: usize,
    pub label: String,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_marks.after(crate::board::ArtReady))
        .add_systems(
            PostUpdate,
            (
                place_ghost.run_if(not(in_state(Screen::Edit))),
                label_forbidden_hover,
                label_font_follows_language,
                place_cursor_frame,
                place_hint,
                mark_forbidden,
                show_variation,
                show_best_moves,
            )
                .run_if(resource_exists::<Art>),
        );
}

fn spawn_marks(mut commands: Commands, art: Option<Res<Art>>) {
    let Some(art) = art else {
        return;
    };
    let sprite = |image: &Handle<Image>, size: f32| Sprite {
        image: image.clone(),
        custom_size: Some(Vec2::splat(size)),
        ..default()
    };
    commands.spawn((
        Ghost,
        sprite(&art.black_stone, CELL * 0.94),
        Transform::from_xyz(0.0, 0.0, depth::GHOST),
        Visibility::Hidden,
    ));
    commands.spawn((
        ForbiddenHoverLabel,
        Text2d::default(),
        // Its font follows the language (label_forbidden_hover).
        TextFont::from_font_size(15.0),
        TextColor(Color::WHITE),
        TextBackgroundColor(Color::srgba(0.55, 0.05, 0.05, 0.9)),
        Transform::from_xyz(0.0, 0.0, depth::CURSOR),
        Visibility::Hidden,
    ));
    commands.spawn((
        CursorFrame,
        sprite(&art.ring, CELL * 1.05),
        Transform::from_xyz(0.0, 0.0, depth::CURSOR),
        Visibility::Hidden,
    ));
    commands.spawn((
        HintMark,
        sprite(&art.ring, CELL * 1.1),
        Transform::from_xyz(0.0, 0.0, depth::HINT),
        Visibility::Hidden,
    ));
}

fn human_may_play(session: &Session, setup: &GameSetup, screen: Screen) -> bool {
    screen == Screen::Playing
        && !session.is_over()
        && !session.ai_acts(setup)
        && (session.opening().may_place(session.game().ply())
            || matches!(
                session.opening_stage(),
                gomoku_engine::opening::Stage::Offer { .. }
            ))
}

fn place_ghost(
    art: Res<Art>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    screen: Res<State<Screen>>,
    cursor: Res<BoardCursor>,
    layout: Res<BoardLayout>,
    mut ghosts: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<Ghost>>,
) {
    let Ok((sprite, transform, visibility)) = ghosts.single_mut() else {
        return;
    };
    let point = cursor
        .point
        .filter(|&p| session.game().board().is_empty(p))
        .filter(|_| human_may_play(&session, &setup, *screen.get()))
        // A forbidden point shows its rule instead of a stone (`label_forbidden_hover`).
        .filter(|&p| session.game().forbidden_kind(p).is_none());
    let white = session.game().to_move() == Stone::White;
    show_ghost(point, white, &art, &layout, (sprite, transform, visibility));
    if let Ok((_, mut transform, _)) = ghosts.single_mut() {
        // A stone aimed by a tap shows larger, around the finger that comes back to confirm it.
        let scale = if cursor.from_touch {
            TOUCH_GHOST_SCALE
        } else {
            1.0
        };
        transform.scale = Vec3::new(scale, scale, 1.0);
    }
}

/// On a point black may not play (renju), the rule that forbids it, just above the point.
fn label_forbidden_hover(
    session: Res<Session>,
    setup: Res<GameSetup>,
    prefs: Res<Preferences>,
    screen: Res<State<Screen>>,
    cursor: Res<BoardCursor>,
    layout: Res<BoardLayout>,
    mut labels: Query<(&mut Text2d, &mut Transform, &mut Visibility), With<ForbiddenHoverLabel>>,
) {
    let Ok((mut text, mut transform, mut visibility)) = labels.single_mut() else {
        return;
    };
    let kind = cursor
        .point
        .filter(|_| human_may_play(&session, &setup, *screen.get()))
        .and_then(|p| Some((p, session.game().forbidden_kind(p)?)));
    let Some((point, kind)) = kind else {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    };
    let words = tr(prefs.language, forbidden_name(kind));
    if text.0 != words {
        text.0 = words.to_owned();
    }
    let above = layout.to_world(point) + Vec2::new(0.0, CELL * 0.75);
    transform.translation = above.extend(depth::CURSOR + 0.1);
    visibility.set_if_neq(Visibility::Inherited);
}

/// The forbidden point's label in the language's own font (the rule's name may be Chinese,
/// Japanese or Korean), again whenever the language changes or a font arrives.
fn label_font_follows_language(
    prefs: Res<Preferences>,
    fonts: Option<ResMut<InterfaceFonts>>,
    font_assets: Option<ResMut<Assets<Font>>>,
    mut labels: Query<&mut TextFont, With<ForbiddenHoverLabel>>,
    mut shown: Local<Option<(Language, u32)>>,
) {
    let (Some(mut fonts), Some(mut assets)) = (fonts, font_assets) else {
        return;
    };
    let wanted = (prefs.language, fonts.generation);
    if *shown == Some(wanted) || labels.is_empty() {
        return;
    }
    let handle = fonts.board_font(prefs.language.script(), &mut assets);
    for mut font in &mut labels {
        font.font = handle.clone().into();
    }
    *shown = Some(wanted);
}

/// How much larger a stone aimed by a first tap is drawn.
const TOUCH_GHOST_SCALE: f32 = 1.35;

/// The ghost's parts, as [`Ghost`]'s query gives them.
pub type GhostParts<'a> = (Mut<'a, Sprite>, Mut<'a, Transform>, Mut<'a, Visibility>);

/// Shows the ghost as a white or black stone on `point`, or hides it.
pub fn show_ghost(
    point: Option<Point>,
    white: bool,
    art: &Art,
    layout: &BoardLayout,
    (mut sprite, mut transform, mut visibility): GhostParts,
) {
    let Some(point) = point else {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    };
    let image = art.stone(white);
    if sprite.image != image {
        sprite.image = image;
    }
    sprite.color = Color::srgba(1.0, 1.0, 1.0, 0.5);
    transform.translation = layout.to_world(point).extend(depth::GHOST);
    transform.scale = Vec3::ONE;
    visibility.set_if_neq(Visibility::Inherited);
}

fn place_cursor_frame(
    cursor: Res<BoardCursor>,
    layout: Res<BoardLayout>,
    mut frames: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<CursorFrame>>,
) {
    let Ok((mut sprite, mut transform, mut visibility)) = frames.single_mut() else {
        return;
    };
    match cursor.point.filter(|_| cursor.from_keys) {
        Some(point) => {
            sprite.color = Color::srgb(0.15, 0.45, 0.95);
            transform.translation = layout.to_world(point).extend(depth::CURSOR);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

fn place_hint(
    time: Res<Time>,
    hint: Res<Hint>,
    layout: Res<BoardLayout>,
    mut marks: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<HintMark>>,
) {
    let Ok((mut sprite, mut transform, mut visibility)) = marks.single_mut() else {
        return;
    };
    match hint.point {
        Some(point) => {
            let pulse = 0.6 + 0.4 * (time.elapsed_secs() * 5.0).sin().abs();
            sprite.color = Color::srgba(0.1, 0.8, 0.3, pulse);
            transform.translation = layout.to_world(point).extend(depth::HINT);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// The points black may not play now, if the crosses should show.
pub fn forbidden_marks_wanted(session: &Session, prefs: &Preferences) -> Vec<Point> {
    let game = session.game();
    if !prefs.show_forbidden
        || !game.rule().has_forbidden_moves()
        || game.to_move() != Stone::Black
        || session.is_over()
    {
        return Vec::new();
    }
    game.forbidden_points()
}

fn mark_forbidden(
    mut commands: Commands,
    art: Res<Art>,
    session: Res<Session>,
    prefs: Res<Preferences>,
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    marks: Query<Entity, With<ForbiddenMark>>,
) {
    if !session.is_changed() && !prefs.is_changed() && !layout.is_changed() && !screen.is_changed()
    {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    if *screen.get() == Screen::Edit {
        return;
    }
    // The forbidden stone that lost the game keeps its cross.
    if let Some(Outcome::Finished(GameResult::ForbiddenLoss { point, .. })) = session.outcome() {
        commands.spawn((
            ForbiddenMark(point),
            Sprite {
                image: art.cross.clone(),
                color: Color::srgba(0.95, 0.15, 0.1, 0.95),
                custom_size: Some(Vec2::splat(CELL * 0.7)),
                ..default()
            },
            Transform::from_translation(layout.to_world(point).extend(depth::LAST_MOVE + 0.05)),
        ));
    }
    for point in forbidden_marks_wanted(&session, &prefs) {
        commands.spawn((
            ForbiddenMark(point),
            Sprite {
                image: art.cross.clone(),
                color: Color::srgba(0.85, 0.1, 0.1, 0.85),
                custom_size: Some(Vec2::splat(CELL * 0.55)),
                ..default()
            },
            Transform::from_translation(layout.to_world(point).extend(depth::FORBIDDEN)),
        ));
    }
}

/// The engine's expected continuation as faint numbered stones.
fn show_variation(
    mut commands: Commands,
    art: Res<Art>,
    analysis: Res<Analysis>,
    session: Res<Session>,
    prefs: Res<Preferences>,
    layout: Res<BoardLayout>,
    stones: Query<Entity, With<VariationStone>>,
) {
    if !analysis.is_changed() && !prefs.is_changed() && !session.is_changed() {
        return;
    }
    for entity in &stones {
        commands.entity(entity).despawn();
    }
    let Some(shown) = analysis.shown(&session).filter(|_| prefs.show_pv) else {
        return;
    };
    // While the engine thinks the line starts from the position shown; once its move is on the
    // board, the rest of the line is what it expects next.
    let game = session.game();
    let moves = shown.moves(shown.best());
    let first = game.to_move();
    let board = game.board();
    let marked = best_moves_shown(&analysis, &session);
    let mut color = first;
    for (index, &point) in moves.iter().take(10).enumerate() {
        if !board.is_empty(point) {
            break;
        }
        if index == 0 && !marked.is_empty() {
            // The best move's mark is there already.
            color = color.opponent();
            continue;
        }
        let white = color == Stone::White;
        commands
            .spawn((
                VariationStone,
                Sprite {
                    image: art.stone(white),
                    // Faint enough to tell from the real stones, solid enough to tell
                    // black from white.
                    color: Color::srgba(1.0, 1.0, 1.0, 0.62),
                    custom_size: Some(Vec2::splat(CELL * 0.8)),
                    ..default()
                },
                Transform::from_translation(layout.to_world(point).extend(depth::VARIATION)),
            ))
            .with_children(|parent| {
                parent.spawn((
                    Text2d::new((index + 1).to_string()),
                    TextFont::from_font_size(15.0),
                    TextColor(if white {
                        Color::srgb(0.1, 0.1, 0.1)
                    } else {
                        Color::srgb(0.95, 0.95, 0.95)
                    }),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
            });
        color = color.opponent();
    }
}

/// The analysis' best moves to mark on the board: while *Analyse* looks at the shown position.
pub fn best_moves_shown<'a>(
    analysis: &'a Analysis,
    session: &Session,
) -> &'a [crate::ai::AnalysisLine] {
    match analysis.shown(session) {
        Some(shown) if analysis.purpose == Some(Purpose::Analyse) && shown.skip == 0 => shown.lines,
        _ => &[],
    }
}

/// A ring on each of the analysis' best moves (the best one green and larger), with the value
/// for the side to move: its winning chance in percent, or `M5` / `-M5` for a proved result.
fn show_best_moves(
    mut commands: Commands,
    art: Res<Art>,
    analysis: Res<Analysis>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    marks: Query<Entity, With<BestMoveMark>>,
    mut shown: Local<Vec<(Point, String)>>,
) {
    if !analysis.is_changed() && !session.is_changed() && !layout.is_changed() {
        return;
    }
    let board = session.game().board();
    let wanted: Vec<(Point, String)> = best_moves_shown(&analysis, &session)
        .iter()
        .filter_map(|line| {
            let point = *line.pv.first()?;
            board.is_empty(point).then(|| (point, line.short_value()))
        })
        .collect();
    // Most reports change nothing on the board (a deeper iteration, the same moves): the marks
    // and their text stay as they are.
    if *shown == wanted && !layout.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    *shown = wanted.clone();
    for (rank, (point, label)) in wanted.into_iter().enumerate() {
        let (tint, size) = if rank == 0 {
            (Color::srgba(0.1, 0.75, 0.3, 0.95), CELL * 0.95)
        } else {
            (Color::srgba(0.15, 0.45, 0.95, 0.8), CELL * 0.85)
        };
        commands
            .spawn((
                BestMoveMark {
                    point,
                    rank,
                    label: label.clone(),
                },
                Sprite {
                    image: art.disc.clone(),
                    color: Color::srgba(0.05, 0.05, 0.05, 0.55),
                    custom_size: Some(Vec2::splat(size * 0.9)),
                    ..default()
                },
                Transform::from_translation(layout.to_world(point).extend(depth::HINT)),
            ))
            .with_children(|parent| {
                parent.spawn((
                    Sprite {
                        image: art.ring.clone(),
                        color: tint,
                        custom_size: Some(Vec2::splat(size)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 0.01),
                ));
                parent.spawn((
                    Text2d::new(label),
                    TextFont::from_font_size(14.0),
                    TextColor(Color::WHITE),
                    Transform::from_xyz(0.0, 0.0, 0.02),
                ));
            });
    }
}
