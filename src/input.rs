//! Every way a player points at the board: mouse and touch (picking on the board entity),
//! keyboard (a cursor, typed coordinates like `h8`, shortcuts) and gamepad. All of them end in
//! the same [`GameCommand`]s.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::{Gamepad, GamepadAxis, GamepadButton};
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use gomoku_engine::Point;
use gomoku_engine::notation::parse_point;

use crate::Frame;
use crate::ai::HintRequest;
use crate::board::{BoardCamera, BoardLayout, BoardSurface};
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Notice, Session};
use crate::settings::Preferences;

/// The point the player is aiming at: the hovered point, or the keyboard/gamepad cursor.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct BoardCursor {
    pub point: Option<Point>,
    /// Moved by keys or a gamepad (drawn as a frame), rather than by hovering.
    pub from_keys: bool,
    /// Aimed by a first tap (tap twice to place): its stone is drawn larger, so that it shows
    /// around the finger coming back to confirm it.
    pub from_touch: bool,
    /// Coordinates typed so far, e.g. `h1` on the way to `h12`.
    pub typed: String,
}

/// Set by the interface while one of its text fields or windows takes the keyboard.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct KeyboardTaken(pub bool);

/// Interface actions asked for from the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UiAction {
    ToggleHelp,
    /// Ctrl+S: the system's Save dialog on the desktop (the save/open window where there is
    /// none), a download in the browser.
    SaveFile,
    /// Ctrl+O: the system's Open dialog on the desktop (the save/open window where there is
    /// none), the page's file picker in the browser.
    OpenFile,
    /// Esc while a window is open over the game: the topmost one closes.
    CloseTopWindow,
}

/// Set by the interface while a window that Esc should close (help, save / open) is open.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct WindowOpen(pub bool);

/// Held-key auto-repeat for cursor moves.
#[derive(Resource, Default)]
struct Repeat {
    held_for: f32,
    next_at: f32,
}

const REPEAT_DELAY: f32 = 0.35;
const REPEAT_EVERY: f32 = 0.07;
const STICK_THRESHOLD: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .init_resource::<KeyboardTaken>()
        .init_resource::<WindowOpen>()
        .init_resource::<Repeat>()
        .add_message::<UiAction>()
        .add_observer(on_board_click)
        .add_observer(on_board_hover)
        .add_observer(on_board_leave)
        .add_systems(
            Update,
            (keyboard, gamepad, forget_cursor_on_resize).in_set(Frame::Input),
        );
}

fn human_place(point: Point) -> GameCommand {
    GameCommand::Place {
        point,
        by: Actor::Human,
    }
}

#[allow(clippy::too_many_arguments)]
fn on_board_click(
    click: On<Pointer<Click>>,
    boards: Query<(), With<BoardSurface>>,
    layout: Res<BoardLayout>,
    windows: Query<&Window>,
    cameras: Query<(&Projection, &Transform), With<BoardCamera>>,
    mut prefs: ResMut<Preferences>,
    mut cursor: ResMut<BoardCursor>,
    mut commands: MessageWriter<GameCommand>,
) {
    if !boards.contains(click.entity) || click.button != PointerButton::Primary {
        return;
    }
    // Picking reports a click with the hit of the frame before (its hover map), so a pointer
    // that moved and clicked within one frame (a tap, a fast mouse) would land where it was:
    // the point comes from the release's own position on the screen instead.
    let released_at = match (windows.single(), cameras.single()) {
        (Ok(window), Ok((projection, transform))) => viewport_to_world(
            Vec2::new(window.width(), window.height()),
            projection,
            transform,
            click.pointer_location.position,
        ),
        _ => None,
    };
    let Some(point) = released_at
        .or(click.hit.position.map(Vec3::truncate))
        .and_then(|world| layout.to_point(world))
    else {
        return;
    };
    let touch = matches!(click.pointer_id, PointerId::Touch(_));
    if touch && !prefs.touch_seen {
        // The first touch on the board: a stray tap would place a stone, so a touch player
        // confirms each one (the setting stays theirs to change).
        let prefs = prefs.as_mut();
        prefs.touch_seen = true;
        prefs.tap_twice_to_confirm = true;
    }
    if touch && prefs.tap_twice_to_confirm && cursor.point != Some(point) {
        // First tap: aim only; the ghost stone shows where the stone would go.
        cursor.point = Some(point);
        cursor.from_keys = true;
        cursor.from_touch = true;
        return;
    }
    cursor.point = Some(point);
    cursor.from_keys = false;
    cursor.from_touch = false;
    commands.write(human_place(point));
}

/// Where a point of the window (logical pixels from its top left) is in the board camera's
/// world: the camera is orthographic, centred on the window and moved and scaled by
/// `crate::board`'s fit. `None` for another projection.
pub fn viewport_to_world(
    window: Vec2,
    projection: &Projection,
    camera: &Transform,
    position: Vec2,
) -> Option<Vec2> {
    let Projection::Orthographic(ortho) = projection else {
        return None;
    };
    let from_centre = Vec2::new(position.x - window.x / 2.0, window.y / 2.0 - position.y);
    Some(camera.translation.truncate() + from_centre * ortho.scale)
}

/// The inverse of [`viewport_to_world`].
pub fn world_to_viewport(
    window: Vec2,
    projection: &Projection,
    camera: &Transform,
    world: Vec2,
) -> Option<Vec2> {
    let Projection::Orthographic(ortho) = projection else {
        return None;
    };
    let from_centre = (world - camera.translation.truncate()) / ortho.scale;
    Some(Vec2::new(
        from_centre.x + window.x / 2.0,
        window.y / 2.0 - from_centre.y,
    ))
}

fn on_board_hover(
    hover: On<Pointer<Move>>,
    boards: Query<(), With<BoardSurface>>,
    layout: Res<BoardLayout>,
    mut cursor: ResMut<BoardCursor>,
) {
    if !boards.contains(hover.entity) || matches!(hover.pointer_id, PointerId::Touch(_)) {
        return;
    }
    let point = hover
        .hit
        .position
        .and_then(|world| layout.to_point(world.truncate()));
    if cursor.point != point || cursor.from_keys {
        cursor.point = point;
        cursor.from_keys = false;
        cursor.from_touch = false;
    }
}

fn on_board_leave(
    leave: On<Pointer<Out>>,
    boards: Query<(), With<BoardSurface>>,
    mut cursor: ResMut<BoardCursor>,
) {
    if boards.contains(leave.entity) && !cursor.from_keys {
        cursor.point = None;
    }
}

/// A board-size change (new game or load) leaves the old cursor meaningless.
fn forget_cursor_on_resize(layout: Res<BoardLayout>, mut cursor: ResMut<BoardCursor>) {
    if layout.is_changed() && cursor.point.is_some_and(|p| !layout.size().contains(p)) {
        cursor.point = None;
    }
}

/// Moves the cursor one step. When it is not shown yet, the first step only shows it, on the
/// last move (or the centre), so the player sees where it starts.
fn step_cursor(cursor: &mut BoardCursor, session: &Session, dx: i32, dy: i32) {
    let size = session.game().size();
    let shown = cursor.point.filter(|_| cursor.from_keys);
    cursor.from_keys = true;
    cursor.from_touch = false;
    let Some(start) = shown else {
        cursor.point = Some(session.game().last_move().unwrap_or(size.center()));
        return;
    };
    let edge = i32::from(size.get());
    let x = (i32::from(start.x()) + dx).clamp(0, edge - 1);
    let y = (i32::from(start.y()) + dy).clamp(0, edge - 1);
    cursor.point = Some(Point::new(x as u8, y as u8));
}

/// Whether any of `keys` was down at some time this frame: held, or pressed (and maybe already
/// released) since the last one.
fn down_this_frame<const N: usize>(input: &ButtonInput<KeyCode>, keys: [KeyCode; N]) -> bool {
    input.any_pressed(keys) || input.any_just_pressed(keys)
}

/// Direction held on the arrows, with auto-repeat. A tap shorter than a frame counts too.
fn held_direction(keys: &ButtonInput<KeyCode>) -> Option<(i32, i32)> {
    let mut dx = 0;
    let mut dy = 0;
    if down_this_frame(keys, [KeyCode::ArrowLeft]) {
        dx -= 1;
    }
    if down_this_frame(keys, [KeyCode::ArrowRight]) {
        dx += 1;
    }
    if down_this_frame(keys, [KeyCode::ArrowUp]) {
        dy -= 1;
    }
    if down_this_frame(keys, [KeyCode::ArrowDown]) {
        dy += 1;
    }
    (dx != 0 || dy != 0).then_some((dx, dy))
}

/// Fires on the first frame of a press, then after a delay at a steady rate.
fn repeat_fires(repeat: &mut Repeat, held: bool, just: bool, delta: f32) -> bool {
    if !held {
        *repeat = Repeat::default();
        return false;
    }
    if just {
        *repeat = Repeat {
            held_for: 0.0,
            next_at: REPEAT_DELAY,
        };
        return true;
    }
    repeat.held_for += delta;
    if repeat.held_for >= repeat.next_at {
        repeat.next_at += REPEAT_EVERY;
        return true;
    }
    false
}

const LETTERS: [(KeyCode, char); 20] = [
    (KeyCode::KeyA, 'a'),
    (KeyCode::KeyB, 'b'),
    (KeyCode::KeyC, 'c'),
    (KeyCode::KeyD, 'd'),
    (KeyCode::KeyE, 'e'),
    (KeyCode::KeyF, 'f'),
    (KeyCode::KeyG, 'g'),
    (KeyCode::KeyH, 'h'),
    (KeyCode::KeyI, 'i'),
    (KeyCode::KeyJ, 'j'),
    (KeyCode::KeyK, 'k'),
    (KeyCode::KeyL, 'l'),
    (KeyCode::KeyM, 'm'),
    (KeyCode::KeyN, 'n'),
    (KeyCode::KeyO, 'o'),
    (KeyCode::KeyP, 'p'),
    (KeyCode::KeyQ, 'q'),
    (KeyCode::KeyR, 'r'),
    (KeyCode::KeyS, 's'),
    (KeyCode::KeyT, 't'),
];

const DIGITS: [(KeyCode, KeyCode, char); 10] = [
    (KeyCode::Digit0, KeyCode::Numpad0, '0'),
    (KeyCode::Digit1, KeyCode::Numpad1, '1'),
    (KeyCode::Digit2, KeyCode::Numpad2, '2'),
    (KeyCode::Digit3, KeyCode::Numpad3, '3'),
    (KeyCode::Digit4, KeyCode::Numpad4, '4'),
    (KeyCode::Digit5, KeyCode::Numpad5, '5'),
    (KeyCode::Digit6, KeyCode::Numpad6, '6'),
    (KeyCode::Digit7, KeyCode::Numpad7, '7'),
    (KeyCode::Digit8, KeyCode::Numpad8, '8'),
    (KeyCode::Digit9, KeyCode::Numpad9, '9'),
];

/// What the keys and buttons ask of the rest of the game: game commands, hints, the
/// interface's actions and the screen to go to.
#[derive(SystemParam)]
struct Requests<'w> {
    commands: MessageWriter<'w, GameCommand>,
    hints: MessageWriter<'w, HintRequest>,
    actions: MessageWriter<'w, UiAction>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

impl Requests<'_> {
    fn open_menu(&mut self) {
        NextState::set_if_neq(&mut *self.next_screen, Screen::Menu);
    }

    /// The menu's key (Escape, a gamepad's Start): back to the game from the menu, else to it.
    fn menu_key(&mut self, screen: Screen) {
        if screen == Screen::Menu {
            self.commands.write(GameCommand::Resume);
        } else {
            self.open_menu();
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    windows: Res<WindowOpen>,
    time: Res<Time>,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    mut prefs: ResMut<Preferences>,
    mut cursor: ResMut<BoardCursor>,
    mut repeat: ResMut<Repeat>,
    mut requests: Requests,
) {
    if taken.0 {
        return;
    }
    // A modifier counts if it was down at any time this frame: a shortcut sent as one instant
    // keystroke (a fast typist, a macro, xdotool) presses and releases both keys within a frame.
    let control = down_this_frame(
        &keys,
        [
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::SuperLeft,
            KeyCode::SuperRight,
        ],
    );
    if keys.just_pressed(KeyCode::F1) {
        requests.actions.write(UiAction::ToggleHelp);
    }
    if control {
        shortcut(&keys, &mut prefs, &mut requests);
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if !cursor.typed.is_empty() {
            cursor.typed.clear();
        } else if windows.0 {
            // The topmost window closes first (help, the save / open window).
            requests.actions.write(UiAction::CloseTopWindow);
        } else {
            requests.menu_key(*screen.get());
        }
    }
    let held = held_direction(&keys);
    let just = keys.any_just_pressed([
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
    ]);
    if repeat_fires(&mut repeat, held.is_some(), just, time.delta_secs())
        && let Some((dx, dy)) = held
    {
        step_cursor(&mut cursor, &session, dx, dy);
    }
    type_coordinate(&keys, &mut cursor);
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        confirm(&mut cursor, &session, &mut requests.commands);
    }
}

/// A shortcut with Control (or the Command key).
fn shortcut(keys: &ButtonInput<KeyCode>, prefs: &mut Preferences, requests: &mut Requests) {
    let shift = down_this_frame(keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyZ) && !shift {
        requests.commands.write(GameCommand::Undo);
    } else if keys.just_pressed(KeyCode::KeyY) || (keys.just_pressed(KeyCode::KeyZ) && shift) {
        requests.commands.write(GameCommand::Redo);
    } else if keys.just_pressed(KeyCode::KeyN) {
        requests.open_menu();
    } else if keys.just_pressed(KeyCode::KeyH) {
        requests.hints.write(HintRequest);
    } else if keys.just_pressed(KeyCode::KeyM) {
        prefs.muted = !prefs.muted;
    } else if keys.just_pressed(KeyCode::KeyS) {
        requests.actions.write(UiAction::SaveFile);
    } else if keys.just_pressed(KeyCode::KeyO) {
        requests.actions.write(UiAction::OpenFile);
    }
}

/// Letters and digits of a typed coordinate (`h8`), at most three; Backspace takes one back.
fn type_coordinate(keys: &ButtonInput<KeyCode>, cursor: &mut BoardCursor) {
    for (key, letter) in LETTERS {
        if keys.just_pressed(key) && cursor.typed.len() < 3 {
            cursor.typed.push(letter);
        }
    }
    for (key, pad_key, digit) in DIGITS {
        if keys.any_just_pressed([key, pad_key]) && cursor.typed.len() < 3 {
            cursor.typed.push(digit);
        }
    }
    if keys.just_pressed(KeyCode::Backspace) {
        cursor.typed.pop();
    }
}

/// Enter or Space: a stone on the typed coordinate, or else on the cursor the keys moved.
fn confirm(cursor: &mut BoardCursor, session: &Session, commands: &mut MessageWriter<GameCommand>) {
    if cursor.typed.is_empty() {
        if let Some(point) = cursor.point.filter(|_| cursor.from_keys) {
            commands.write(human_place(point));
        }
        return;
    }
    let typed = std::mem::take(&mut cursor.typed);
    match parse_point(&typed, session.game().size()) {
        Ok(point) => {
            cursor.point = Some(point);
            cursor.from_keys = true;
            commands.write(human_place(point));
        }
        // Reported like any refused command, so the status line shows it.
        Err(_) => {
            commands.write(GameCommand::Explain(Notice::BadCoordinate(typed)));
        }
    }
}

fn gamepad(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    mut cursor: ResMut<BoardCursor>,
    mut stick_repeat: Local<Option<(f32, f32)>>,
    mut requests: Requests,
) {
    for pad in &pads {
        let mut step = (0, 0);
        for (button, dx, dy) in [
            (GamepadButton::DPadLeft, -1, 0),
            (GamepadButton::DPadRight, 1, 0),
            (GamepadButton::DPadUp, 0, -1),
            (GamepadButton::DPadDown, 0, 1),
        ] {
            if pad.just_pressed(button) {
                step = (step.0 + dx, step.1 + dy);
            }
        }
        if let Some((dx, dy)) = stick_step(pad, time.delta_secs(), &mut stick_repeat) {
            step = (step.0 + dx, step.1 + dy);
        }
        if step != (0, 0) {
            step_cursor(&mut cursor, &session, step.0, step.1);
        }
        pad_buttons(pad, &cursor, *screen.get(), &mut requests);
    }
}

/// A step of the cursor the left stick asks for this frame: when it is pushed, then again after
/// the repeat delay, every `REPEAT_EVERY * 1.5` seconds while it stays pushed.
fn stick_step(pad: &Gamepad, delta: f32, repeat: &mut Option<(f32, f32)>) -> Option<(i32, i32)> {
    let stick = Vec2::new(
        pad.get(GamepadAxis::LeftStickX).unwrap_or(0.0),
        pad.get(GamepadAxis::LeftStickY).unwrap_or(0.0),
    );
    if stick.length() <= STICK_THRESHOLD {
        *repeat = None;
        return None;
    }
    let axis = |value: f32| {
        if value.abs() > STICK_THRESHOLD * 0.7 {
            value.signum() as i32
        } else {
            0
        }
    };
    let direction = (axis(stick.x), -axis(stick.y));
    let (held_for, next_at) = repeat.get_or_insert((0.0, 0.0));
    let fires = *held_for >= *next_at;
    if fires {
        *next_at = if *next_at == 0.0 {
            REPEAT_DELAY
        } else {
            *next_at + REPEAT_EVERY * 1.5
        };
    }
    *held_for += delta;
    fires.then_some(direction)
}

/// The gamepad's buttons: A places, B undoes, X redoes, Y asks for a hint, Select shows the
/// help, Start the menu.
fn pad_buttons(pad: &Gamepad, cursor: &BoardCursor, screen: Screen, requests: &mut Requests) {
    if pad.just_pressed(GamepadButton::South)
        && let Some(point) = cursor.point
    {
        requests.commands.write(human_place(point));
    }
    if pad.just_pressed(GamepadButton::East) {
        requests.commands.write(GameCommand::Undo);
    }
    if pad.just_pressed(GamepadButton::West) {
        requests.commands.write(GameCommand::Redo);
    }
    if pad.just_pressed(GamepadButton::North) {
        requests.hints.write(HintRequest);
    }
    if pad.just_pressed(GamepadButton::Select) {
        requests.actions.write(UiAction::ToggleHelp);
    }
    if pad.just_pressed(GamepadButton::Start) {
        requests.menu_key(screen);
    }
}
