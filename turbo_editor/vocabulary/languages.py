"""Language codes: what the channel's language may be (ISO 639-1 for Turbo; RSS also takes
ISO 639-2 codes, as the W3C feed validator reads them)."""

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
