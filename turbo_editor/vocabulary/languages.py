"""Language codes: what the channel's language may be (ISO 639-1 for Turbo; RSS also takes
ISO 639-2 codes, as the W3C feed validator reads them), and the names the channel form shows
for the two-letter codes."""

# ISO 639-1, the two-letter codes Turbo asks for and RSS's Netscape list is built on.
ISO_639_1 = frozenset("""
aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da
de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln
lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi
pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti
tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
""".split())

# ISO 639-2 (bibliographic and terminology codes), which RSS's language codes may also use.
ISO_639_2 = frozenset("""
abk ace ach ada ady aar afh afr afa ain aka akk alb sqi gws ale alg tut amh anp apa ara arg arc arp arn arw
arm hye rup art asm ast ath aus map ava ave awa aym aze ban bat bal bam bai bad bnt bas bak baq eus btk bej bel
bem ben ber bho bih bik byn bin bis nob bos bra bre bug bul bua bur mya cad car spa cat cau ceb cel cai chg cmc
cha che chr nya chy chb chi zho chn chp cho zha chu chk chv nwc cop cor cos cre mus crp cpe cpf cpp crh scr hrv
cus cze ces dak dan dar day del din div doi dgr dra dua dut nld dum dyu dzo efi egy eka elx eng enm ang myv epo
est ewe ewo fan fat fao fij fil fin fiu fon fre fra frm fro frs fry fur ful gaa gla glg lug gay gba gez geo kat
ger deu nds gmh goh gem kik gil gon gor got grb grc gre ell kal grn guj gwi hai hat hau haw heb her hil him hin
hmo hit hmn hun hup iba ice isl ido ibo ijo ilo smn inc ine ind inh ina ile iku ipk ira gle mga sga iro ita jpn
jav jrb jpr kbd kab kac xal kam kan kau krc kaa krl kar kas csb kaw kaz kha khm khi kho kmb kin kir tlh kom kon
kok kor kos kpe kro kua kum kur kru kut lad lah lam lao lat lav ltz lez lim lin lit jbo dsb loz lub lua lui smj
lun luo lus mac mkd mad mag mai mak mlg may msa mal mlt mnc mdr man mni mno glv mao mri mar chm mah mwr mas myn
men mic min mwl mis moh mdf mol mkh lol mon mos mul mun nah nau nav nde nbl ndo nap nep new nia nic ssa niu nog
non nai frr sme nso nor nno nub nym nyn nyo nzi oci oji ori orm osa oss oto pal pau pli pam pag pan pap paa per
fas peo phi phn pon pol por pra pro pus que roh raj rap rar qaa qtz roa rum ron rom run rus sal sam smi smo sad
sag san sat srd sas sco sel sem scc srp srr shn sna iii scn sid sgn bla snd sin sit sio sms den sla slo slk slv
sog som son snk wen sot sai alt sma srn suk sux sun sus swa ssw swe gsw syr tgl tah tai tgk tmh tam tat tel ter
tet tha tib bod tig tir tem tiv tli tpi tkl tog ton tsi tso tsn tum tup tur ota tuk tvl tyv twi udm uga uig ukr
umb und hsb urd uzb vai ven vie vol vot wak wal wln war was wel cym wol xho sah yao yap yid yor ypk znd zap zen
zul zun
""".split())


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:   # noqa: N802 - the name lupdate looks for
    """Marks a text for translation in ``context``: lupdate reads the call, the channel form
    translates the name where it shows it (the Russian interface names German "немецкий")."""
    return text


# The English name of each ISO 639-1 language (as the Unicode CLDR names it), translated where shown.
NAMES = {
    "aa": QT_TRANSLATE_NOOP("Language", "Afar"),
    "ab": QT_TRANSLATE_NOOP("Language", "Abkhazian"),
    "ae": QT_TRANSLATE_NOOP("Language", "Avestan"),
    "af": QT_TRANSLATE_NOOP("Language", "Afrikaans"),
    "ak": QT_TRANSLATE_NOOP("Language", "Akan"),
    "am": QT_TRANSLATE_NOOP("Language", "Amharic"),
    "an": QT_TRANSLATE_NOOP("Language", "Aragonese"),
    "ar": QT_TRANSLATE_NOOP("Language", "Arabic"),
    "as": QT_TRANSLATE_NOOP("Language", "Assamese"),
    "av": QT_TRANSLATE_NOOP("Language", "Avaric"),
    "ay": QT_TRANSLATE_NOOP("Language", "Aymara"),
    "az": QT_TRANSLATE_NOOP("Language", "Azerbaijani"),
    "ba": QT_TRANSLATE_NOOP("Language", "Bashkir"),
    "be": QT_TRANSLATE_NOOP("Language", "Belarusian"),
    "bg": QT_TRANSLATE_NOOP("Language", "Bulgarian"),
    "bh": QT_TRANSLATE_NOOP("Language", "Bihari"),
    "bi": QT_TRANSLATE_NOOP("Language", "Bislama"),
    "bm": QT_TRANSLATE_NOOP("Language", "Bambara"),
    "bn": QT_TRANSLATE_NOOP("Language", "Bangla"),
    "bo": QT_TRANSLATE_NOOP("Language", "Tibetan"),
    "br": QT_TRANSLATE_NOOP("Language", "Breton"),
    "bs": QT_TRANSLATE_NOOP("Language", "Bosnian"),
    "ca": QT_TRANSLATE_NOOP("Language", "Catalan"),
    "ce": QT_TRANSLATE_NOOP("Language", "Chechen"),
    "ch": QT_TRANSLATE_NOOP("Language", "Chamorro"),
    "co": QT_TRANSLATE_NOOP("Language", "Corsican"),
    "cr": QT_TRANSLATE_NOOP("Language", "Cree"),
    "cs": QT_TRANSLATE_NOOP("Language", "Czech"),
    "cu": QT_TRANSLATE_NOOP("Language", "Church Slavic"),
    "cv": QT_TRANSLATE_NOOP("Language", "Chuvash"),
    "cy": QT_TRANSLATE_NOOP("Language", "Welsh"),
    "da": QT_TRANSLATE_NOOP("Language", "Danish"),
    "de": QT_TRANSLATE_NOOP("Language", "German"),
    "dv": QT_TRANSLATE_NOOP("Language", "Divehi"),
    "dz": QT_TRANSLATE_NOOP("Language", "Dzongkha"),
    "ee": QT_TRANSLATE_NOOP("Language", "Ewe"),
    "el": QT_TRANSLATE_NOOP("Language", "Greek"),
    "en": QT_TRANSLATE_NOOP("Language", "English"),
    "eo": QT_TRANSLATE_NOOP("Language", "Esperanto"),
    "es": QT_TRANSLATE_NOOP("Language", "Spanish"),
    "et": QT_TRANSLATE_NOOP("Language", "Estonian"),
    "eu": QT_TRANSLATE_NOOP("Language", "Basque"),
    "fa": QT_TRANSLATE_NOOP("Language", "Persian"),
    "ff": QT_TRANSLATE_NOOP("Language", "Fula"),
    "fi": QT_TRANSLATE_NOOP("Language", "Finnish"),
    "fj": QT_TRANSLATE_NOOP("Language", "Fijian"),
    "fo": QT_TRANSLATE_NOOP("Language", "Faroese"),
    "fr": QT_TRANSLATE_NOOP("Language", "French"),
    "fy": QT_TRANSLATE_NOOP("Language", "Western Frisian"),
    "ga": QT_TRANSLATE_NOOP("Language", "Irish"),
    "gd": QT_TRANSLATE_NOOP("Language", "Scottish Gaelic"),
    "gl": QT_TRANSLATE_NOOP("Language", "Galician"),
    "gn": QT_TRANSLATE_NOOP("Language", "Guarani"),
    "gu": QT_TRANSLATE_NOOP("Language", "Gujarati"),
    "gv": QT_TRANSLATE_NOOP("Language", "Manx"),
    "ha": QT_TRANSLATE_NOOP("Language", "Hausa"),
    "he": QT_TRANSLATE_NOOP("Language", "Hebrew"),
    "hi": QT_TRANSLATE_NOOP("Language", "Hindi"),
    "ho": QT_TRANSLATE_NOOP("Language", "Hiri Motu"),
    "hr": QT_TRANSLATE_NOOP("Language", "Croatian"),
    "ht": QT_TRANSLATE_NOOP("Language", "Haitian Creole"),
    "hu": QT_TRANSLATE_NOOP("Language", "Hungarian"),
    "hy": QT_TRANSLATE_NOOP("Language", "Armenian"),
    "hz": QT_TRANSLATE_NOOP("Language", "Herero"),
    "ia": QT_TRANSLATE_NOOP("Language", "Interlingua"),
    "id": QT_TRANSLATE_NOOP("Language", "Indonesian"),
    "ie": QT_TRANSLATE_NOOP("Language", "Interlingue"),
    "ig": QT_TRANSLATE_NOOP("Language", "Igbo"),
    "ii": QT_TRANSLATE_NOOP("Language", "Sichuan Yi"),
    "ik": QT_TRANSLATE_NOOP("Language", "Inupiaq"),
    "io": QT_TRANSLATE_NOOP("Language", "Ido"),
    "is": QT_TRANSLATE_NOOP("Language", "Icelandic"),
    "it": QT_TRANSLATE_NOOP("Language", "Italian"),
    "iu": QT_TRANSLATE_NOOP("Language", "Inuktitut"),
    "ja": QT_TRANSLATE_NOOP("Language", "Japanese"),
    "jv": QT_TRANSLATE_NOOP("Language", "Javanese"),
    "ka": QT_TRANSLATE_NOOP("Language", "Georgian"),
    "kg": QT_TRANSLATE_NOOP("Language", "Kongo"),
    "ki": QT_TRANSLATE_NOOP("Language", "Kikuyu"),
    "kj": QT_TRANSLATE_NOOP("Language", "Kuanyama"),
    "kk": QT_TRANSLATE_NOOP("Language", "Kazakh"),
    "kl": QT_TRANSLATE_NOOP("Language", "Kalaallisut"),
    "km": QT_TRANSLATE_NOOP("Language", "Khmer"),
    "kn": QT_TRANSLATE_NOOP("Language", "Kannada"),
    "ko": QT_TRANSLATE_NOOP("Language", "Korean"),
    "kr": QT_TRANSLATE_NOOP("Language", "Kanuri"),
    "ks": QT_TRANSLATE_NOOP("Language", "Kashmiri"),
    "ku": QT_TRANSLATE_NOOP("Language", "Kurdish"),
    "kv": QT_TRANSLATE_NOOP("Language", "Komi"),
    "kw": QT_TRANSLATE_NOOP("Language", "Cornish"),
    "ky": QT_TRANSLATE_NOOP("Language", "Kyrgyz"),
    "la": QT_TRANSLATE_NOOP("Language", "Latin"),
    "lb": QT_TRANSLATE_NOOP("Language", "Luxembourgish"),
    "lg": QT_TRANSLATE_NOOP("Language", "Ganda"),
    "li": QT_TRANSLATE_NOOP("Language", "Limburgish"),
    "ln": QT_TRANSLATE_NOOP("Language", "Lingala"),
    "lo": QT_TRANSLATE_NOOP("Language", "Lao"),
    "lt": QT_TRANSLATE_NOOP("Language", "Lithuanian"),
    "lu": QT_TRANSLATE_NOOP("Language", "Luba-Katanga"),
    "lv": QT_TRANSLATE_NOOP("Language", "Latvian"),
    "mg": QT_TRANSLATE_NOOP("Language", "Malagasy"),
    "mh": QT_TRANSLATE_NOOP("Language", "Marshallese"),
    "mi": QT_TRANSLATE_NOOP("Language", "Māori"),
    "mk": QT_TRANSLATE_NOOP("Language", "Macedonian"),
    "ml": QT_TRANSLATE_NOOP("Language", "Malayalam"),
    "mn": QT_TRANSLATE_NOOP("Language", "Mongolian"),
    "mr": QT_TRANSLATE_NOOP("Language", "Marathi"),
    "ms": QT_TRANSLATE_NOOP("Language", "Malay"),
    "mt": QT_TRANSLATE_NOOP("Language", "Maltese"),
    "my": QT_TRANSLATE_NOOP("Language", "Burmese"),
    "na": QT_TRANSLATE_NOOP("Language", "Nauru"),
    "nb": QT_TRANSLATE_NOOP("Language", "Norwegian Bokmål"),
    "nd": QT_TRANSLATE_NOOP("Language", "North Ndebele"),
    "ne": QT_TRANSLATE_NOOP("Language", "Nepali"),
    "ng": QT_TRANSLATE_NOOP("Language", "Ndonga"),
    "nl": QT_TRANSLATE_NOOP("Language", "Dutch"),
    "nn": QT_TRANSLATE_NOOP("Language", "Norwegian Nynorsk"),
    "no": QT_TRANSLATE_NOOP("Language", "Norwegian"),
    "nr": QT_TRANSLATE_NOOP("Language", "South Ndebele"),
    "nv": QT_TRANSLATE_NOOP("Language", "Navajo"),
    "ny": QT_TRANSLATE_NOOP("Language", "Nyanja"),
    "oc": QT_TRANSLATE_NOOP("Language", "Occitan"),
    "oj": QT_TRANSLATE_NOOP("Language", "Ojibwa"),
    "om": QT_TRANSLATE_NOOP("Language", "Oromo"),
    "or": QT_TRANSLATE_NOOP("Language", "Odia"),
    "os": QT_TRANSLATE_NOOP("Language", "Ossetic"),
    "pa": QT_TRANSLATE_NOOP("Language", "Punjabi"),
    "pi": QT_TRANSLATE_NOOP("Language", "Pali"),
    "pl": QT_TRANSLATE_NOOP("Language", "Polish"),
    "ps": QT_TRANSLATE_NOOP("Language", "Pashto"),
    "pt": QT_TRANSLATE_NOOP("Language", "Portuguese"),
    "qu": QT_TRANSLATE_NOOP("Language", "Quechua"),
    "rm": QT_TRANSLATE_NOOP("Language", "Romansh"),
    "rn": QT_TRANSLATE_NOOP("Language", "Rundi"),
    "ro": QT_TRANSLATE_NOOP("Language", "Romanian"),
    "ru": QT_TRANSLATE_NOOP("Language", "Russian"),
    "rw": QT_TRANSLATE_NOOP("Language", "Kinyarwanda"),
    "sa": QT_TRANSLATE_NOOP("Language", "Sanskrit"),
    "sc": QT_TRANSLATE_NOOP("Language", "Sardinian"),
    "sd": QT_TRANSLATE_NOOP("Language", "Sindhi"),
    "se": QT_TRANSLATE_NOOP("Language", "Northern Sami"),
    "sg": QT_TRANSLATE_NOOP("Language", "Sango"),
    "si": QT_TRANSLATE_NOOP("Language", "Sinhala"),
    "sk": QT_TRANSLATE_NOOP("Language", "Slovak"),
    "sl": QT_TRANSLATE_NOOP("Language", "Slovenian"),
    "sm": QT_TRANSLATE_NOOP("Language", "Samoan"),
    "sn": QT_TRANSLATE_NOOP("Language", "Shona"),
    "so": QT_TRANSLATE_NOOP("Language", "Somali"),
    "sq": QT_TRANSLATE_NOOP("Language", "Albanian"),
    "sr": QT_TRANSLATE_NOOP("Language", "Serbian"),
    "ss": QT_TRANSLATE_NOOP("Language", "Swati"),
    "st": QT_TRANSLATE_NOOP("Language", "Southern Sotho"),
    "su": QT_TRANSLATE_NOOP("Language", "Sundanese"),
    "sv": QT_TRANSLATE_NOOP("Language", "Swedish"),
    "sw": QT_TRANSLATE_NOOP("Language", "Swahili"),
    "ta": QT_TRANSLATE_NOOP("Language", "Tamil"),
    "te": QT_TRANSLATE_NOOP("Language", "Telugu"),
    "tg": QT_TRANSLATE_NOOP("Language", "Tajik"),
    "th": QT_TRANSLATE_NOOP("Language", "Thai"),
    "ti": QT_TRANSLATE_NOOP("Language", "Tigrinya"),
    "tk": QT_TRANSLATE_NOOP("Language", "Turkmen"),
    "tl": QT_TRANSLATE_NOOP("Language", "Tagalog"),
    "tn": QT_TRANSLATE_NOOP("Language", "Tswana"),
    "to": QT_TRANSLATE_NOOP("Language", "Tongan"),
    "tr": QT_TRANSLATE_NOOP("Language", "Turkish"),
    "ts": QT_TRANSLATE_NOOP("Language", "Tsonga"),
    "tt": QT_TRANSLATE_NOOP("Language", "Tatar"),
    "tw": QT_TRANSLATE_NOOP("Language", "Twi"),
    "ty": QT_TRANSLATE_NOOP("Language", "Tahitian"),
    "ug": QT_TRANSLATE_NOOP("Language", "Uyghur"),
    "uk": QT_TRANSLATE_NOOP("Language", "Ukrainian"),
    "ur": QT_TRANSLATE_NOOP("Language", "Urdu"),
    "uz": QT_TRANSLATE_NOOP("Language", "Uzbek"),
    "ve": QT_TRANSLATE_NOOP("Language", "Venda"),
    "vi": QT_TRANSLATE_NOOP("Language", "Vietnamese"),
    "vo": QT_TRANSLATE_NOOP("Language", "Volapük"),
    "wa": QT_TRANSLATE_NOOP("Language", "Walloon"),
    "wo": QT_TRANSLATE_NOOP("Language", "Wolof"),
    "xh": QT_TRANSLATE_NOOP("Language", "Xhosa"),
    "yi": QT_TRANSLATE_NOOP("Language", "Yiddish"),
    "yo": QT_TRANSLATE_NOOP("Language", "Yoruba"),
    "za": QT_TRANSLATE_NOOP("Language", "Zhuang"),
    "zh": QT_TRANSLATE_NOOP("Language", "Chinese"),
    "zu": QT_TRANSLATE_NOOP("Language", "Zulu"),
}
