/**
 * Every user-facing text of spec 00 (§5 validation, §8 error catalogue, success texts), keyed by code.
 * The server answers codes; the UI shows these texts. `{name}` placeholders are filled by `formatMessage`.
 */
export const fr = {
  // Validation (00 §5)
  REQUIRED: 'Obligatoire',
  INTEGER_ONLY: 'Nombre entier uniquement',
  POSITIVE_INTEGER_ONLY: 'Entier positif uniquement',
  INVALID_FORMAT: 'Format invalide',
  COMPARISON_DATE_UNDEFINED: "La date de comparaison n'est pas définie",
  DATE_RANGE_TOO_LONG: 'Doit être inférieure ou égale à {n} an(s)',
  FRENCH_DATE_INVALID: 'Format français invalide',
  DATE_DOES_NOT_EXIST: "La date n'existe pas",
  PASSWORD_MIN_LENGTH: '6 caractères min.',
  PASSWORD_DIGIT: '1 chiffre min.',
  PASSWORD_LOWERCASE: '1 minuscule min.',
  PASSWORD_UPPERCASE: '1 majuscule min.',
  INVALID_EMAIL: 'Veuillez saisir une adresse mail valide',
  MAX_CHARACTERS: 'Maximum {n} caractères',
  NO_CHANGE: 'Aucun changement à enregistrer',
  INVALID_FILE: 'Le fichier est invalide',
  NO_DATA_TO_EXPORT: 'Pas de données à exporter',
  INVALID_TYPE: 'Valeur de type invalide',
  UNKNOWN_FIELD: 'Champ non autorisé',
  TOO_LONG: 'Maximum {n} caractères',

  // Error catalogue (00 §8)
  INVALID_CREDENTIALS: 'Combinaison utilisateur / mot de passe incorrecte',
  JWT_EXPIRED: 'Jeton de connexion expiré',
  JWT_INVALID: 'Jeton de connexion invalide',
  JWT_NOT_FOUND: 'Jeton de connexion introuvable',
  REAUTHENTICATE: 'Veuillez vous ré-authentifier',
  RIGHT_MISSING: 'Vous ne bénéficiez pas de l\'autorisation "{label}".',
  FILES_TOO_LARGE: 'Erreur: fichiers volumineux.',
  FILES_SIZES_TOO_LARGE: 'Les fichiers dépassent 25 Mo : importez-les un par un ou réduisez leur taille.',
  EMAIL_DAILY_LIMIT: 'Vous avez atteint la limite de {limit} e-mails par jour. Réessayez dans {hours} heure(s).',
  EMAIL_DAILY_LIMIT_TRIAL: 'Souscrivez un abonnement pour augmenter cette limite.',
  MISSING_PARAMETERS: 'Des paramètres sont manquants',
  TOKEN_REFRESH_FAILED: 'Échec du rafraîchissement du token...',
  MUST_RECONNECT: 'Vous devez vous reconnecter',
  UNKNOWN_ERROR: 'Une erreur est survenue',
  NETWORK_UNKNOWN: 'Erreur réseau inconnue',
  NETWORK_ERROR: 'Erreur réseau: Veuillez vérifier votre connexion internet',
  GEOLOCATION_IMPOSSIBLE: 'La localisation GPS est impossible.',
  CONTINUE_WITHOUT_LOCATION: 'Continuer sans localisation ?',
  CITY_NOT_FOUND: 'Impossible de localiser la ville.',
  CAMERA_UNAVAILABLE: "Impossible d'accéder à la caméra",
  DIALOG_LOAD_FAILED:
    'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.',
  FILE_OPEN_FAILED: "Impossible d'ouvrir le fichier",
  FILE_PREVIEW_FAILED: 'Impossible de prévisualiser le fichier',
  UPLOAD_FAILED: 'Echec du téléchargement...',
  SITES_REFRESH_FAILED: 'Échec de la mise à jour de la liste des sites',
  MODERATION_PENDING: 'Votre compte est en attente de modération.',
  MODERATION_PENDING_CAPTION: 'Veuillez contacter le service client.',
  ROUTE_NOT_FOUND: 'Route inexistante',
  NEW_VERSION_TITLE: 'Bonne nouvelle',
  UPDATE_AVAILABLE: 'Une mise à jour est disponible. Veuillez recharger la page.',

  // Success texts (00 §8)
  EMAIL_SENT: 'Email bien envoyé',
  EMAILS_SENT: 'Email(s) bien envoyé(s)',
  SETTINGS_SAVED: 'Vos paramètres ont bien été pris en compte',

  // Platform errors answered by the services
  VALIDATION_FAILED: 'Certains champs sont invalides',
  INVALID_JSON: "Le contenu envoyé n'est pas un JSON valide",
  BAD_REQUEST: 'Requête invalide',
  PAYLOAD_TOO_LARGE: 'Erreur: fichiers volumineux.',
  FORBIDDEN: 'Accès refusé',
  NOT_FOUND: 'Élément introuvable',
  AGENCY_NOT_FOUND: 'Agence introuvable',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  DEVICE_NOT_FOUND: 'Appareil introuvable',
  CONFLICT: 'Cet élément a été modifié entre-temps',
  EMAIL_ALREADY_USED: 'Cette adresse mail est déjà utilisée',
  LOGIN_THROTTLED: 'Trop de tentatives de connexion. Réessayez dans {minutes} minute(s).',
  ACCOUNT_DISABLED: 'Ce compte est désactivé',
  NO_AGENCY_ACCESS: "Ce compte n'a accès à aucune agence",
  RESET_TOKEN_INVALID: 'Ce lien de réinitialisation est invalide ou a expiré',
  CURRENT_PASSWORD_INVALID: 'Le mot de passe actuel est incorrect',
  PASSWORD_RESET_DONE: 'Votre mot de passe a bien été modifié',
  PASSWORD_RESET_EMAIL_SUBJECT: 'Réinitialisation de votre mot de passe',
  INVITATION_EMAIL_SUBJECT: 'Invitation à rejoindre {agency} sur le portail',
  AGENTS_LIMIT_REACHED: 'Vous avez atteint votre quota de fiches collaborateurs',
  COLLABORATOR_NOT_FOUND: 'Collaborateur introuvable',
  COLLABORATOR_ACTION_NOT_ALLOWED: "Cette action n'est pas possible pour ce collaborateur dans son état actuel",
  END_BEFORE_START: 'La date de fin doit être postérieure ou égale à la date de début',
  ACCOUNTS_LIMIT_REACHED: 'Vous avez atteint votre quota de comptes utilisateurs',
  SERVICE_UNAVAILABLE: 'Service momentanément indisponible',
  MAINTENANCE: 'Le portail est en maintenance. Merci de réessayer dans quelques instants.',
  INTERNAL_ERROR: 'Une erreur est survenue',
  AGENCY_NAME_ALREADY_USED: 'Une agence porte déjà ce nom',
  CUSTOMER_NOT_FOUND: 'Client introuvable',
  CUSTOMER_CONTACT_NOT_FOUND: 'Contact introuvable',
  CUSTOMER_NUMBER_ALREADY_USED: 'Ce numéro de client est déjà utilisé',
  CUSTOMER_NUMBER_PREFIX: 'Le numéro de client doit commencer par {prefix}',
  // Checkpoints and their badges (01 §2, §7)
  CHECKPOINT_NOT_FOUND: 'Point de contrôle introuvable',
  BADGE_ALREADY_USED: 'Ce badge est déjà associé à un autre point de contrôle',
  BADGE_UNKNOWN: 'Badge inconnu',
  SITE_ARCHIVED: 'Ce site est archivé',
  SITE_INACTIVE: 'Ce site est inactif',
  DELETION_IS_FINAL: 'La suppression est définitive',
  // Sites and their photos (01 §2, §3, §7)
  SITE_NOT_FOUND: 'Site introuvable',
  SITE_PHOTO_NOT_FOUND: 'Photo introuvable',
  CUSTOMER_ARCHIVED: 'Ce client est archivé',
  PASSWORD_RESET_REQUESTED:
    'Si un compte correspond à cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.',
} as const;

export type MessageCode = keyof typeof fr;

/** The French text of a code with its `{placeholders}` filled. */
export function formatMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  return fr[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
