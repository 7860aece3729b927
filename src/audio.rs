//! Stone clicks and the end-of-game cues. The sounds are small Ogg files made for this game
//! (see `assets/sounds/`), built into the binary so it plays them wherever it runs.

use std::sync::Arc;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use crate::session::{GameEvent, Notice, Outcome, Session};
use crate::settings::{GameSetup, Preferences};
use crate::sides::Stone;

#[derive(Resource)]
struct Sounds {
    stone: Handle<AudioSource>,
    win: Handle<AudioSource>,
    loss: Handle<AudioSource>,
    invalid: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.in_set(crate::Frame::Record));
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: Arc::from(bytes),
        })
    };
    commands.insert_resource(Sounds {
        stone: add(include_bytes!("../assets/sounds/stone.ogg")),
        win: add(include_bytes!("../assets/sounds/win.ogg")),
        loss: add(include_bytes!("../assets/sounds/loss.ogg")),
        invalid: add(include_bytes!("../assets/sounds/invalid.ogg")),
    });
}

fn play_cues(
    mut commands: Commands,
    mut events: MessageReader<GameEvent>,
    sounds: Option<Res<Sounds>>,
    setup: Res<GameSetup>,
    prefs: Res<Preferences>,
    session: Res<Session>,
) {
    let Some(sounds) = sounds else {
        events.clear();
        return;
    };
    for event in events.read() {
        if prefs.muted {
            continue;
        }
        let sound = match event {
            GameEvent::Placed { .. } => &sounds.stone,
            GameEvent::Refused(
                Notice::Occupied(_) | Notice::Forbidden(..) | Notice::NotYourTurn,
            ) => &sounds.invalid,
            GameEvent::Ended(outcome) => {
                if human_lost(*outcome, session.player_color(&setup)) {
                    &sounds.loss
                } else {
                    &sounds.win
                }
            }
            _ => continue,
        };
        commands.spawn((
            AudioPlayer::new(sound.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(0.8)),
        ));
    }
}

/// Against the engine, a win for it is the human's loss; between people every end is a win.
fn human_lost(outcome: Outcome, player: Option<Stone>) -> bool {
    player.is_some_and(|color| outcome.winner() != Some(color))
}
