//! The live table's words (shared/LIVE.md, UI-CONTRACT "The live table").

use crate::save::live::address::AddressError;

pub const START: &str = "Table en direct";
pub const STOP: &str = "Arrêter la table en direct";
pub const LINK: &str = "Lien de la table";
pub const QR: &str = "QR code de la table";
pub const QR_HINT: &str = "À scanner avec l'appareil photo d'un téléphone : il ouvre la table dans Fiche d'Ombre.";
pub const RELAY: &str = "Adresse du relais";
pub const JOIN: &str = "Rejoindre la table";
pub const IGNORE: &str = "Ignorer";
pub const LEAVE: &str = "Quitter la table";
pub const CHARACTER: &str = "Personnage";
pub const NEW_CHARACTER: &str = "Nouveau personnage";
pub const NAME: &str = "Nom de votre personnage";
pub const NAME_HINT: &str =
    "Si le MJ a déjà votre personnage à la table, vous le retrouvez sous ce nom, tel qu'il l'a ; sinon, un nouveau est créé.";
pub const JOIN_TITLE: &str = "Une table en direct vous invite";
pub const JOIN_HINT: &str =
    "Le personnage choisi sera le même sur votre téléphone et sur l'écran du MJ : chaque action, faite une fois, se voit partout.";
pub const START_HINT: &str =
    "Les joueurs ouvrent ce lien (ou scannent le code) sur leur téléphone et choisissent leur personnage : leurs actions et les vôtres se voient partout, une seule fois.";
pub const RELAY_HINT: &str =
    "Par défaut, le relais lancé avec l'application sur cet ordinateur. Les téléphones doivent pouvoir l'atteindre.";
pub const STOPPED: &str = "Table en direct arrêtée : chaque appareil garde les personnages tels qu'ils sont.";
pub const LEFT: &str = "Vous avez quitté la table : votre personnage reste tel qu'il est, sur cet appareil.";
/// The creatures of the GM's fight, on a player's phone.
pub const FOES: &str = "En face";

/// « Défense 13, blessé ».
pub fn foe_line(defense: i32, state: &str) -> String {
    match state {
        "" => format!("Défense {}", crate::text::number(defense)),
        state => format!("Défense {}, {state}", crate::text::number(defense)),
    }
}

/// The button that makes a creature the target of the player's attacks.
pub fn aim_at(name: &str) -> String {
    format!("Viser {name}")
}

/// The button that attacks the creature aimed at with one weapon.
pub fn attack_with(weapon: &str) -> String {
    format!("Attaquer avec {weapon}")
}

/// The journal's note on an action the GM made on a player's character.
pub const BY_GM: &str = "(par le MJ)";
pub const WRONG_SECRET: &str =
    "Ce lien n'ouvre pas la table : son secret n'est pas celui de la table. Demandez au MJ le lien exact.";

/// « En direct », « Connexion au relais… », « Hors ligne : 3 actions en attente ».
pub fn status(code: &str, pending: u32) -> String {
    match code {
        "connected" => "En direct : tout est partagé.".to_string(),
        "connecting" => "Connexion au relais…".to_string(),
        _ if pending == 0 => "Hors ligne : rien en attente. Tout se remettra en place au retour du relais.".to_string(),
        _ => format!(
            "Hors ligne : {pending} action{s} en attente, envoyée{s} au retour du relais.",
            s = if pending > 1 { "s" } else { "" }
        ),
    }
}

/// The same, in a few words, for the strip above the header.
pub fn strip(code: &str, pending: u32) -> String {
    match code {
        "connected" => "En direct".to_string(),
        "connecting" => "Connexion au relais…".to_string(),
        _ if pending == 0 => "Hors ligne".to_string(),
        _ => format!("Hors ligne : {pending} en attente"),
    }
}

pub fn address_error(error: AddressError) -> String {
    match error {
        AddressError::Relay => {
            "L'adresse du relais commence par ws:// ou wss:// (ex. ws://192.168.1.20:8787).".to_string()
        }
        AddressError::Damaged => "Ce lien de table est incomplet ou abîmé : demandez au MJ de le renvoyer.".to_string(),
    }
}
