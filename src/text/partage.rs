//! Partager et sauvegarder's words: the link, the QR code, files, import.

use super::{display_name, errors, of};

// Partage et fichiers
pub const SHARE_HEADING: &str = "Partager et sauvegarder";
pub const SHARE: &str = "Partager";
pub const SHARE_LINK: &str = "Lien de partage";
pub const LINK_SENT: &str = "Lien envoyé.";
pub const LINK_COPIED: &str = "Lien copié.";
pub const LINK_NOT_COPIED: &str = "Le lien n'a été ni envoyé ni copié : copiez-le ci-dessous.";
pub const INCLUDE_JOURNAL: &str = "Inclure le journal";
pub const SHARE_HINT: &str = "Le lien contient toute la fiche : qui l'ouvre peut l'importer, même hors ligne.";
/// A part of the app fetched on first use, on its way.
pub const LOADING: &str = "Chargement…";
/// Under the heading of a part fetched on first use (Fiche, the table).
pub const PART_NOT_LOADED: &str =
    "Pas encore chargée : vérifiez la connexion, puis réessayez. Vos personnages restent enregistrés.";
pub const SHARE_NOT_LOADED: &str =
    "Le partage n'a pas pu être chargé : vérifiez la connexion, puis réessayez. La fiche, elle, reste enregistrée.";
pub const RETRY: &str = "Réessayer";
pub const LINK_TOO_LONG: &str =
    "Ce personnage ne tient pas dans un lien de 2 000 caractères : envoyez-le en fichier avec « Exporter » (ou décochez « Inclure le journal »).";
pub const QR_SHORT: &str = "QR code";
pub const QR_OF_LINK: &str = "QR code du lien de partage";
pub const QR_HINT: &str =
    "À scanner avec l'appareil photo d'un autre téléphone : il ouvre ce personnage dans Fiche d'Ombre.";
pub const QR_TOO_LONG: &str =
    "Ce lien est trop long pour un QR code qu'un téléphone puisse lire : envoyez le lien, ou le fichier avec « Exporter » (ou décochez « Inclure le journal »).";

/// "QR code de Aline", a table card's button and its picture.
pub fn qr_of(name: &str) -> String {
    format!("QR code {}", of(display_name(name)))
}
pub const EXPORT: &str = "Exporter";
pub const EXPORT_ALL: &str = "Tout exporter";
/// The file the whole roster is exported to.
pub const EXPORT_ALL_FILE: &str = "personnages.fiche-ombre.json";
pub const LATER: &str = "Plus tard";
pub const SAFARI_NOTE: &str = "Sur iPhone et iPad, quand Safari a servi sept jours sans que vous ouvriez ce site, il en efface les données, vos personnages compris. \
     Pour les garder, ajoutez Fiche d'Ombre à l'écran d'accueil (bouton Partager de Safari, puis « Sur l'écran d'accueil ») et exportez-les de temps en temps.";
pub const UNDERSTOOD: &str = "Compris";

/// The backup reminder, past two weeks with changes since the last export.
pub fn last_backup(days: u64) -> String {
    format!("Dernière sauvegarde : il y a {days} jours, et vos personnages ont changé depuis. Exportez-les dans un fichier pour en garder une copie.")
}
pub const IMPORT_FILE: &str = "Importer un fichier";
pub const IMPORT_DIALOG_TITLE: &str = "Importer ce personnage ?";
pub const IMPORT: &str = "Importer";
pub const IGNORE: &str = "Ignorer";
pub const IMPORT_KEEPS: &str = "Il sera ajouté à vos personnages ; aucun ne sera remplacé.";
pub const UPDATE_CHARACTER: &str = "Mettre à jour";
pub const KEEP_BOTH: &str = "Garder les deux";
pub const PLACEMENT_NEW: &str = "nouveau : il sera ajouté.";
pub const PLACEMENT_SAME: &str = "déjà là, à l'identique : il ne sera pas ajouté une seconde fois.";
pub const PLACEMENT_OTHER: &str =
    "déjà là dans une autre version : « Mettre à jour » la remplace (Annuler dans la vue de la table la rend), « Garder les deux » ajoute celle-ci à côté.";
/// The same, said of the one character a preview shows.
pub const PLACEMENT_SAME_ALONE: &str =
    "Ce personnage est déjà là, à l'identique : il ne sera pas ajouté une seconde fois.";
pub const PLACEMENT_OTHER_ALONE: &str =
    "Ce personnage est déjà là dans une autre version : « Mettre à jour » la remplace (Annuler dans la vue de la table la rend), « Garder les deux » ajoute celle-ci à côté.";
pub const PLAYER_LINKS: &str = "Liens des joueurs";
pub const PLAYER_LINKS_HINT: &str =
    "Collez les liens de partage, un par ligne ou tels quels, avec ou sans texte autour.";
pub const IMPORT_LINKS: &str = "Importer les liens";
pub const NO_LINKS_FOUND: &str = "Aucun lien de personnage dans ce texte.";

/// The dialog's title for several characters (links or a file).
pub fn import_many_title(count: usize) -> String {
    format!("Importer ces {count} personnages ?")
}

/// "Lien 2 : il est incomplet…", for a bad link among several.
pub fn bad_link(position: usize, why: &str) -> String {
    format!("Lien {position} : {why}")
}

/// How many refused links are listed one by one; past that, they are counted.
pub const REFUSED_LINKS_LISTED: usize = 3;

/// The refusals of a paste, each on its line while they are few; many are
/// counted first (« 19 998 liens refusés ; les premiers : »), then the first few.
pub fn refused_links(mut refusals: Vec<String>) -> Vec<String> {
    if refusals.len() <= REFUSED_LINKS_LISTED + 2 {
        return refusals;
    }
    let count = refusals.len();
    refusals.truncate(REFUSED_LINKS_LISTED);
    let mut lines = vec![format!("{} liens refusés ; les {REFUSED_LINKS_LISTED} premiers :", errors::grouped(count))];
    lines.extend(refusals);
    lines
}

/// After `Exporter`: the file the browser was given.
pub fn exported(file: &str) -> String {
    format!("Fichier enregistré : {file}")
}

/// A large file's characters going in, a few at a time.
pub fn importing(done: usize, total: usize) -> String {
    format!("Import en cours : {done} personnages sur {total}…")
}

/// A large file being read, a few characters at a time.
pub fn reading_file(done: usize, total: usize) -> String {
    format!("Lecture du fichier : {done} personnages sur {total}…")
}

/// An import storage refused: said, never claimed as done.
pub fn imported_not_stored(count: usize) -> String {
    let what = if count == 1 {
        "1 personnage importé, mais pas enregistré".to_string()
    } else {
        format!("{count} personnages importés, mais pas enregistrés")
    };
    let them = if count == 1 { "le" } else { "les" };
    format!("{what} : la mémoire du navigateur est pleine. Exportez-{them}, ou faites de la place en supprimant un personnage.")
}

/// The banner while storage refuses changes: whose, and what to do.
pub fn unsaved(names: &[String]) -> String {
    let names: Vec<&str> = names.iter().map(|n| display_name(n)).collect();
    format!(
        "La mémoire de ce navigateur est pleine : des modifications ne sont pas enregistrées (en attente : {}). \
         Elles restent ici tant que cette page est ouverte. Exportez maintenant, ou faites de la place en \
         supprimant un personnage : tout sera enregistré dès que possible.",
        names.join(", ")
    )
}

pub const RETRY_SAVE: &str = "Réessayer d'enregistrer";

/// « Vos personnages occupent 4,1 Mo sur environ 5 Mo de ce navigateur. »
pub fn storage_use(used_bytes: usize, quota_bytes: usize) -> String {
    format!(
        "Vos personnages occupent {} sur environ {} de ce navigateur.",
        megabytes(used_bytes),
        megabytes(quota_bytes)
    )
}

pub const STORAGE_NEARLY_FULL: &str = "La mémoire de ce navigateur est presque pleine : exportez vos personnages, \
     puis supprimez ceux dont vous n'avez plus besoin.";

/// « 0,3 Mo », one decimal, a French comma; a whole number without one.
fn megabytes(bytes: usize) -> String {
    let tenths = (bytes as u64 * 10 + 524_288) / 1_048_576;
    if tenths == 0 && bytes > 0 {
        "moins de 0,1 Mo".to_string()
    } else if tenths.is_multiple_of(10) {
        format!("{} Mo", tenths / 10)
    } else {
        format!("{},{} Mo", tenths / 10, tenths % 10)
    }
}

pub fn with_journal(lines: usize) -> String {
    format!("Avec son journal ({lines} lignes).")
}
