//! The board: where each point sits in the world, the pickable board entity, its wooden look
//! (grid, star points, coordinates) and the camera that keeps it in view beside the panels.

use bevy::prelude::*;
use bevy::sprite::{SpritePickingMode, SpritePickingSettings};
use gomoku_engine::{BoardSize, Point};

use crate::art::Art;
use crate::session::Session;
use crate::settings::Preferences;

/// World units between two neighbouring lines.
pub const CELL: f32 = 40.0;
/// Wood beyond the outer lines, in cells (room for the coordinates).
const MARGIN_CELLS: f32 = 1.25;

/// Draw order of everything on the board.
pub mod depth {
    pub const WOOD: f32 = 0.0;
    pub const GRID: f32 = 0.1;
    pub const MARKS: f32 = 0.2;
    pub const FORBIDDEN: f32 = 0.5;
    pub const SHADOW: f32 = 0.9;
    pub const STONE: f32 = 1.0;
    pub const STONE_LABEL: f32 = 1.1;
    pub const LAST_MOVE: f32 = 1.2;
    pub const VARIATION: f32 = 1.3;
    pub const GHOST: f32 = 1.4;
    pub const HINT: f32 = 1.5;
    pub const CURSOR: f32 = 1.6;
    pub const WIN_LINE: f32 = 2.0;
}

/// Maps board points to world positions and back. Point `a1` is at the bottom left.
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardLayout {
    size: BoardSize,
}

impl BoardLayout {
    pub fn new(size: BoardSize) -> Self {
        BoardLayout { size }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    fn half_span(&self) -> f32 {
        (f32::from(self.size.get()) - 1.0) * CELL / 2.0
    }

    /// Width (and height) of the wooden board in world units.
    pub fn extent(&self) -> f32 {
        self.half_span() * 2.0 + 2.0 * MARGIN_CELLS * CELL
    }

    pub fn to_world(&self, point: Point) -> Vec2 {
        Vec2::new(
            f32::from(point.x()) * CELL - self.half_span(),
            self.half_span() - f32::from(point.y()) * CELL,
        )
    }

    /// The intersection nearest to `world`, if it lies within half a cell of one.
    pub fn to_point(&self, world: Vec2) -> Option<Point> {
        let x = ((world.x + self.half_span()) / CELL).round();
        let y = ((self.half_span() - world.y) / CELL).round();
        let edge = f32::from(self.size.get());
        if !(0.0..edge).contains(&x) || !(0.0..edge).contains(&y) {
            return None;
        }
        let point = Point::new(x as u8, y as u8);
        (self.to_world(point).distance(world) <= CELL * 0.5).then_some(point)
    }
}

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout::new(BoardSize::default())
    }
}

/// The board entity: pointer events on it are turned into moves by the input plugin.
#[derive(Component)]
pub struct BoardSurface;

/// Where on the window the board may draw, in logical pixels; the interface keeps it clear of
/// its panels. `None`: the whole window.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct BoardArea(pub Option<Rect>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>()
        .init_resource::<BoardArea>()
        // The board is a rectangle, and its texture lives only on the GPU, so the default
        // alpha test (which reads the texture's pixels) would never find it under the pointer.
        .insert_resource(SpritePickingSettings {
            require_markers: false,
            picking_mode: SpritePickingMode::BoundingBox,
        })
        .add_systems(
            PreStartup,
            spawn_camera.run_if(resource_exists::<Assets<Image>>),
        )
        .add_systems(
            Startup,
            create_art
                .run_if(resource_exists::<Assets<Image>>)
                .in_set(ArtReady),
        )
        .add_systems(
            Update,
            (
                follow_board_size,
                spawn_surface.run_if(resource_changed::<BoardLayout>),
            )
                .chain()
                .in_set(crate::Frame::Layout),
        )
        .add_systems(
            PostUpdate,
            (
                decorate_surface,
                show_coordinates,
                fit_camera,
                snap_grid_lines,
            )
                .chain()
                .run_if(resource_exists::<Art>),
        );
}

fn create_art(world: &mut World) {
    let art = Art::create(&mut world.resource_mut::<Assets<Image>>());
    world.insert_resource(art);
}

/// Before egui looks for a camera to draw on (its start-up set), so its context lands here.
/// No multisampling: everything drawn is an axis-aligned sprite whose texture is already
/// anti-aliased, and 4x MSAA quadruples the fill cost of software renderers (SwiftShader in a
/// browser without a GPU, llvmpipe).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Msaa::Off, BoardCamera));
}

/// Start-up systems that need the textures run after this set.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArtReady;

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

fn follow_board_size(session: Res<Session>, mut layout: ResMut<BoardLayout>) {
    let size = session.game().size();
    if layout.size != size {
        layout.size = size;
    }
}

fn spawn_surface(mut commands: Commands, old: Query<Entity, With<BoardSurface>>) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    commands.spawn((
        Name::new("Board"),
        BoardSurface,
        Transform::from_xyz(0.0, 0.0, depth::WOOD),
        Visibility::default(),
        Pickable::default(),
    ));
}

/// Marks the text of the coordinates so the settings can hide it.
#[derive(Component)]
struct CoordinateLabel;

/// A grid line: where it belongs (its offset from the board's centre across the line) and how
/// thick it is meant to be, both in world units, before it is snapped to whole pixels.
#[derive(Component, Copy, Clone, Debug)]
struct GridLine {
    offset: f32,
    width: f32,
    length: f32,
    horizontal: bool,
}

fn decorate_surface(
    mut commands: Commands,
    art: Res<Art>,
    layout: Res<BoardLayout>,
    boards: Query<Entity, Added<BoardSurface>>,
) {
    for board in &boards {
        let extent = layout.extent();
        let line = Color::srgb(0.16, 0.11, 0.06);
        let span = layout.half_span() * 2.0;
        let edge = layout.size.get();
        commands.entity(board).insert(Sprite {
            image: art.wood.clone(),
            custom_size: Some(Vec2::splat(extent)),
            ..default()
        });
        commands.entity(board).with_children(|parent| {
            for i in 0..edge {
                let offset = f32::from(i) * CELL - layout.half_span();
                let width = if i == 0 || i == edge - 1 { 2.4 } else { 1.4 };
                for horizontal in [true, false] {
                    let grid_line = GridLine {
                        offset,
                        width,
                        length: span + width,
                        horizontal,
                    };
                    let (size, at) = grid_line.placed(width, offset);
                    parent.spawn((
                        grid_line,
                        Sprite::from_color(line, size),
                        Transform::from_translation(at.extend(depth::GRID)),
                    ));
                }
            }
            for point in star_points(layout.size) {
                parent.spawn((
                    Sprite {
                        image: art.disc.clone(),
                        color: line,
                        custom_size: Some(Vec2::splat(CELL * 0.2)),
                        ..default()
                    },
                    Transform::from_translation(layout.to_world(point).extend(depth::MARKS)),
                ));
            }
            let label_font = TextFont::from_font_size(LABEL_FONT);
            let label_color = TextColor(Color::srgb(0.25, 0.17, 0.08));
            let far = layout.half_span() + CELL * 0.8;
            for i in 0..edge {
                let column = char::from(b'a' + i).to_string();
                let row = (edge - i).to_string();
                let along = f32::from(i) * CELL - layout.half_span();
                for (text, position) in [
                    (column.clone(), Vec2::new(along, -far)),
                    (column, Vec2::new(along, far)),
                    (
                        row.clone(),
                        Vec2::new(-far, layout.half_span() - f32::from(i) * CELL),
                    ),
                    (
                        row,
                        Vec2::new(far, layout.half_span() - f32::from(i) * CELL),
                    ),
                ] {
                    parent.spawn((
                        CoordinateLabel,
                        Text2d::new(text),
                        label_font.clone(),
                        label_color,
                        Transform::from_translation(position.extend(depth::MARKS)),
                    ));
                }
            }
        });
    }
}

impl GridLine {
    /// The sprite's size and position for a thickness and an offset.
    fn placed(&self, thickness: f32, offset: f32) -> (Vec2, Vec2) {
        if self.horizontal {
            (Vec2::new(self.length, thickness), Vec2::new(0.0, offset))
        } else {
            (Vec2::new(thickness, self.length), Vec2::new(offset, 0.0))
        }
    }
}

/// A line `width` world units thick centred at `offset` (world units along an axis whose
/// camera centre is `camera`), moved and thickened so both edges fall on whole pixels of a
/// `pixels`-wide screen at `per_pixel` world units a pixel: without multisampling (the browser
/// has none) a line between pixels is drawn one pixel here and two there. Returns the new
/// offset and thickness.
pub fn snap_line(offset: f32, width: f32, camera: f32, per_pixel: f32, pixels: f32) -> (f32, f32) {
    let thick = (width / per_pixel).round().max(1.0);
    let centre = (offset - camera) / per_pixel + pixels / 2.0;
    let start = (centre - thick / 2.0).round();
    let snapped = (start + thick / 2.0 - pixels / 2.0) * per_pixel + camera;
    (snapped, thick * per_pixel)
}

/// Keeps the grid lines on whole pixels as the camera fits the board to the window.
fn snap_grid_lines(
    windows: Query<&Window>,
    cameras: Query<(&Projection, &Transform), With<BoardCamera>>,
    mut lines: Query<(&GridLine, &mut Sprite, &mut Transform), Without<BoardCamera>>,
) {
    let (Ok(window), Ok((projection, camera))) = (windows.single(), cameras.single()) else {
        return;
    };
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let per_pixel = ortho.scale / window.scale_factor();
    let (width_px, height_px) = (
        window.physical_width() as f32,
        window.physical_height() as f32,
    );
    if per_pixel <= 0.0 || width_px < 1.0 {
        return;
    }
    for (line, mut sprite, mut transform) in &mut lines {
        let (offset, thickness) = if line.horizontal {
            // Screen rows run downwards: snap the mirrored offset.
            let (mirrored, thick) = snap_line(
                -line.offset,
                line.width,
                -camera.translation.y,
                per_pixel,
                height_px,
            );
            (-mirrored, thick)
        } else {
            snap_line(
                line.offset,
                line.width,
                camera.translation.x,
                per_pixel,
                width_px,
            )
        };
        let (size, at) = line.placed(thickness, offset);
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        if transform.translation.truncate() != at {
            transform.translation = at.extend(depth::GRID);
        }
    }
}

/// Visibility for a mark the settings show or hide.
pub fn shown_if(shown: bool) -> Visibility {
    if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// The coordinates' font size in world units: on screen, the camera's scale divides it.
const LABEL_FONT: f32 = 15.0;
/// The least height of a coordinate on screen, in logical pixels: on a phone the board is
/// scaled down, and 15 world units would be about 7 pixels there.
const LABEL_MIN_PIXELS: f32 = 11.0;

fn show_coordinates(
    prefs: Res<Preferences>,
    cameras: Query<&Projection, With<BoardCamera>>,
    mut labels: Query<(&mut Visibility, &mut Transform), With<CoordinateLabel>>,
) {
    let wanted = shown_if(prefs.show_coordinates);
    let camera_scale = match cameras.single() {
        Ok(Projection::Orthographic(ortho)) => ortho.scale,
        _ => 1.0,
    };
    let grow = (LABEL_MIN_PIXELS * camera_scale / LABEL_FONT).max(1.0);
    for (mut visibility, mut transform) in &mut labels {
        visibility.set_if_neq(wanted);
        let scale = Vec3::new(grow, grow, 1.0);
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
}

/// The traditional star points: centre, and the 4th lines from each edge (3rd on small boards).
pub fn star_points(size: BoardSize) -> Vec<Point> {
    let edge = size.get();
    let near = if edge >= 13 { 3 } else { 2 };
    let far = edge - 1 - near;
    let mid = edge / 2;
    let mut points = vec![
        Point::new(near, near),
        Point::new(far, near),
        Point::new(near, far),
        Point::new(far, far),
    ];
    if edge % 2 == 1 {
        points.push(Point::new(mid, mid));
    }
    points
}

/// Scales and moves the camera so the whole board fits the free area beside the panels.
fn fit_camera(
    layout: Res<BoardLayout>,
    area: Res<BoardArea>,
    windows: Query<&Window>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<BoardCamera>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let Ok((mut projection, mut transform)) = cameras.single_mut() else {
        return;
    };
    let window_size = Vec2::new(window.width(), window.height());
    let free = area
        .0
        .unwrap_or(Rect::from_corners(Vec2::ZERO, window_size));
    if free.width() < 1.0 || free.height() < 1.0 {
        return;
    }
    let scale = layout.extent() * 1.04 / free.width().min(free.height());
    let centre = free.center();
    let translation = Vec3::new(
        (window_size.x / 2.0 - centre.x) * scale,
        (centre.y - window_size.y / 2.0) * scale,
        transform.translation.z,
    );
    if transform.translation != translation {
        transform.translation = translation;
    }
    if let Projection::Orthographic(ortho) = projection.as_mut()
        && ortho.scale != scale
    {
        ortho.scale = scale;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_world_positions_round_trip() {
        for edge in [15, 19, 20] {
            let layout = BoardLayout::new(BoardSize::new(edge).unwrap());
            for point in layout.size().points() {
                let world = layout.to_world(point);
                assert_eq!(layout.to_point(world), Some(point));
                let nudged = world + Vec2::new(CELL * 0.3, -CELL * 0.2);
                assert_eq!(layout.to_point(nudged), Some(point));
            }
        }
    }

    #[test]
    fn clicks_off_the_grid_pick_nothing() {
        let layout = BoardLayout::default();
        let corner = layout.to_world(Point::new(0, 0));
        assert_eq!(layout.to_point(corner + Vec2::new(-CELL * 0.7, 0.0)), None);
        assert_eq!(layout.to_point(Vec2::splat(10_000.0)), None);
        // Between four points, exactly in the middle, no point is within half a cell.
        let between = corner + Vec2::new(CELL * 0.5, -CELL * 0.5);
        assert_eq!(layout.to_point(between), None);
    }

    #[test]
    fn snapped_lines_have_both_edges_on_whole_pixels() {
        for per_pixel in [0.37, 0.5, 0.73, 1.0, 1.9] {
            for camera in [0.0, -13.3, 41.7] {
                for offset in [-210.0, -31.5, 0.0, 17.2, 196.0] {
                    for width in [1.4, 2.4] {
                        let pixels = 1001.0;
                        let (at, thick) = snap_line(offset, width, camera, per_pixel, pixels);
                        let screen = (at - camera) / per_pixel + pixels / 2.0;
                        let thick_px = thick / per_pixel;
                        for edge in [screen - thick_px / 2.0, screen + thick_px / 2.0] {
                            assert!((edge - edge.round()).abs() < 1e-3, "{edge}");
                        }
                        assert!(thick_px >= 1.0 - 1e-4);
                        assert!((at - offset).abs() <= per_pixel, "moved at most a pixel");
                    }
                }
            }
        }
    }

    #[test]
    fn a1_is_bottom_left() {
        let layout = BoardLayout::default();
        let a1 = gomoku_engine::notation::parse_point("a1", layout.size()).unwrap();
        let world = layout.to_world(a1);
        assert!(world.x < 0.0 && world.y < 0.0);
    }
}
