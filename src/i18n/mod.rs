//! The interface's languages. Every text is a Fluent message of `assets/locales/<tag>.ftl`,
//! named in the code by a [`Msg`] (generated from the English file, so a misspelt or removed
//! message does not compile). The files are compiled in; each language's catalogue is built the
//! first time it is shown, and a message without variables is formatted once, then looked up by
//! its index.

mod catalog;
mod locale;

use serde::{Deserialize, Serialize};

pub use catalog::{Arg, tr, tr_args};
pub use locale::{language_from_tags, system_locales};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A language of the interface.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    #[default]
    English,
    /// 简体中文 (saved as `chinese` before the other languages came).
    #[serde(alias = "chinese")]
    SimplifiedChinese,
    TraditionalChinese,
    Japanese,
    Korean,
    Vietnamese,
    Russian,
}

/// The writing systems the fonts are cut for: each language's text is drawn with its own
/// script's font first (Japanese kanji with Japanese glyph forms, Traditional Han with
/// Traditional ones), the Latin font for digits and coordinates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Script {
    /// Latin (with Vietnamese's letters) and Cyrillic.
    Latin,
    SimplifiedHan,
    TraditionalHan,
    Japanese,
    Hangul,
}

impl Language {
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::SimplifiedChinese,
        Language::TraditionalChinese,
        Language::Japanese,
        Language::Korean,
        Language::Vietnamese,
        Language::Russian,
    ];

    /// The language's name in itself, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::SimplifiedChinese => "简体中文",
            Language::TraditionalChinese => "繁體中文",
            Language::Japanese => "日本語",
            Language::Korean => "한국어",
            Language::Vietnamese => "Tiếng Việt",
            Language::Russian => "Русский",
        }
    }

    /// A name of one or two letters, for where a whole name does not fit (the phone's bar).
    pub fn short_name(self) -> &'static str {
        match self {
            Language::English => "EN",
            Language::SimplifiedChinese => "简",
            Language::TraditionalChinese => "繁",
            Language::Japanese => "日",
            Language::Korean => "한",
            Language::Vietnamese => "VI",
            Language::Russian => "RU",
        }
    }

    /// The BCP 47 tag, which is also the name of the language's FTL file.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::SimplifiedChinese => "zh-CN",
            Language::TraditionalChinese => "zh-TW",
            Language::Japanese => "ja",
            Language::Korean => "ko",
            Language::Vietnamese => "vi",
            Language::Russian => "ru",
        }
    }

    /// The language whose tag is exactly `tag` (as [`Language::tag`] writes it).
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    /// The language's messages, as its FTL file has them.
    pub fn messages_source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/locales/en.ftl"),
            Language::SimplifiedChinese => include_str!("../../assets/locales/zh-CN.ftl"),
            Language::TraditionalChinese => include_str!("../../assets/locales/zh-TW.ftl"),
            Language::Japanese => include_str!("../../assets/locales/ja.ftl"),
            Language::Korean => include_str!("../../assets/locales/ko.ftl"),
            Language::Vietnamese => include_str!("../../assets/locales/vi.ftl"),
            Language::Russian => include_str!("../../assets/locales/ru.ftl"),
        }
    }

    /// The script whose font draws this language's text first.
    pub fn script(self) -> Script {
        match self {
            Language::English | Language::Vietnamese | Language::Russian => Script::Latin,
            Language::SimplifiedChinese => Script::SimplifiedHan,
            Language::TraditionalChinese => Script::TraditionalHan,
            Language::Japanese => Script::Japanese,
            Language::Korean => Script::Hangul,
        }
    }

    /// Whether the language writes with full-width punctuation (`：`, `（`) and no spaces
    /// between words, as Chinese and Japanese do.
    pub fn is_cjk(self) -> bool {
        matches!(
            self,
            Language::SimplifiedChinese | Language::TraditionalChinese | Language::Japanese
        )
    }
}

/// What follows a label before its value: `: ` in English, the full-width `：` in Chinese.
pub fn colon(lang: Language) -> &'static str {
    tr(lang, Msg::LabelColon)
}

/// What separates the items of a list: `, ` in English, the enumeration comma `、` in Chinese
/// and Japanese.
pub fn list_separator(lang: Language) -> &'static str {
    if lang.is_cjk() { "、" } else { ", " }
}

/// The brackets around an aside: ` (…)` in English, `（…）` in Chinese and Japanese.
pub fn brackets(lang: Language) -> (&'static str, &'static str) {
    if lang.is_cjk() {
        ("（", "）")
    } else {
        (" (", ")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_each_language_once() {
        for lang in Language::ALL {
            assert_eq!(Language::from_tag(lang.tag()), Some(lang));
        }
        assert_eq!(Language::from_tag("zh"), None);
    }

    #[test]
    fn settings_saved_before_the_seven_languages_still_load() {
        let old: Language = serde_json::from_str("\"chinese\"").unwrap();
        assert_eq!(old, Language::SimplifiedChinese);
        let saved = serde_json::to_string(&Language::Japanese).unwrap();
        assert_eq!(saved, "\"japanese\"");
        assert!(serde_json::from_str::<Language>("\"klingon\"").is_err());
    }
}
