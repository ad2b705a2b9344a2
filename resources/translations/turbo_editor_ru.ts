<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Actions</name>
    <message>
        <location filename="../../turbo_editor/ui/actions.py" line="+47"/>
        <source>&amp;New</source>
        <translation>Соз&amp;дать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new feed from the template</source>
        <translation>Создать новую ленту по шаблону</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a feed file</source>
        <translation>Открыть файл ленты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import as Turbo feed…</source>
        <translation>И&amp;мпорт в Турбо-ленту…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a site&apos;s RSS feed a Turbo feed, with a report of every change</source>
        <translation>Сделать из RSS-ленты сайта Турбо-ленту с отчётом о каждом изменении</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the feed</source>
        <translation>Сохранить ленту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the feed and write files ready to upload</source>
        <translation>Проверить ленту и записать файлы, готовые к загрузке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Autodiscovery tag…</source>
        <translation>&amp;Тег автообнаружения…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check &amp;robots.txt…</source>
        <translation>&amp;Проверить robots.txt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ping services…</source>
        <translation>П&amp;инг сервисов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once the exported files are uploaded, tell feed services to fetch the feed</source>
        <translation>Когда выгруженные файлы загружены на сайт, сообщить сервисам лент, что ленту пора загрузить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eplace…</source>
        <translation>&amp;Заменить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to line…</source>
        <translation>П&amp;ерейти к строке…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;item</source>
        <translation>&amp;Добавить элемент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a new item after the selected one</source>
        <translation>Добавить новый элемент после выбранного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate</source>
        <translation>Ду&amp;блировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate the selected items</source>
        <translation>Дублировать выбранные элементы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;lete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected nodes</source>
        <translation>Удалить выбранные узлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;up</source>
        <translation>Переместить &amp;вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected items up</source>
        <translation>Переместить выбранные элементы вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move do&amp;wn</source>
        <translation>Переместить в&amp;низ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected items down</source>
        <translation>Переместить выбранные элементы вниз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add c&amp;ounter</source>
        <translation>Добавить &amp;счётчик</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prefere&amp;nces…</source>
        <translation>Пара&amp;метры…</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Enco&amp;ding</source>
        <translation>Код&amp;ировка</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&amp;Toolbar</source>
        <translation>Панель &amp;инструментов</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Add an analytics counter</source>
        <translation>Добавить счётчик аналитики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;ad network</source>
        <translation>Добавить &amp;рекламную сеть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an ad network block</source>
        <translation>Добавить блок рекламной сети</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Turbo Editor</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation &amp;rules</source>
        <translation>&amp;Правила проверки</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reo&amp;pen As</source>
        <translation>Откр&amp;ыть заново как</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Item</source>
        <translation>&amp;Элемент</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Publish</source>
        <translation>Пу&amp;бликация</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main</source>
        <translation>Основная панель</translation>
    </message>
</context>
<context>
    <name>AdNetworkForm</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/ads.py" line="+117"/>
        <source>Ad network</source>
        <translation>Рекламная сеть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad block</source>
        <translation>Рекламный блок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Required. The network that serves this ad block: the Yandex Advertising Network or AdFox; the type is case-sensitive.</source>
        <translation>Обязательно. Сеть, которая показывает этот рекламный блок: Рекламная сеть Яндекса или AdFox; регистр букв в типе важен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ad block&apos;s id, copied from the Yandex Advertising Network: R-A-&lt;site&gt;-&lt;block&gt;.</source>
        <translation>ID рекламного блока, скопированный из Рекламной сети Яндекса: вида R-A-&lt;сайт&gt;-&lt;блок&gt;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ad place&apos;s name, in Latin letters, digits, _ or -: a &lt;figure data-turbo-ad-id&gt; with this name in an item&apos;s content shows the ad there. Without it the ad goes to the end of every page.</source>
        <translation>Имя рекламного места из латинских букв, цифр, _ или -: тег &lt;figure data-turbo-ad-id&gt; с этим именем в содержимом элемента выводит рекламу в этом месте. Без имени реклама выводится в конце каждой страницы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code AdFox gives for the block: a div and its script, kept in CDATA.</source>
        <translation>Код, который AdFox выдаёт для блока: div и его скрипт, внутри CDATA.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block id</source>
        <translation>ID блока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad place (turbo-ad-id)</source>
        <translation>Рекламное место (turbo-ad-id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdFox code</source>
        <translation>Код AdFox</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where this ad place is used</source>
        <translation>Где используется это рекламное место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The items whose content has a &lt;figure&gt; for this ad place; double-click one to open it.</source>
        <translation>Элементы, в содержимом которых есть &lt;figure&gt; для этого рекламного места; двойной щелчок открывает элемент.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No turbo-ad-id: the ad goes to the end of every page</source>
        <translation>Нет turbo-ad-id: реклама выводится в конце каждой страницы</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} ({1} places)</source>
        <translation>{0} (мест: {1})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not placed: add &lt;figure data-turbo-ad-id=&quot;{0}&quot;&gt;&lt;/figure&gt; to an item&apos;s content</source>
        <translation>Нигде не размещено: добавьте &lt;figure data-turbo-ad-id=&quot;{0}&quot;&gt;&lt;/figure&gt; в содержимое элемента</translation>
    </message>
</context>
<context>
    <name>AutodiscoveryDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/publish_dialogs.py" line="+540"/>
        <source>Autodiscovery tag</source>
        <translation>Тег автообнаружения</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use the channel&apos;s self link</source>
        <translation>Подставить адрес ленты из канала</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put this in the &lt;head&gt; of the site&apos;s pages so browsers and readers find the feed.</source>
        <translation>Вставьте этот тег в раздел head страниц сайта, чтобы браузеры и программы чтения находили ленту.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check the page</source>
        <translation>Проверить страницу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fetch the page and look for the tag in its &lt;head&gt;</source>
        <translation>Загрузить страницу и найти тег в её &lt;head&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Feed URL:</source>
        <translation>URL ленты:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Site page:</source>
        <translation>Страница сайта:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Enter the feed&apos;s URL (or fill in the channel&apos;s self link).</source>
        <translation>Укажите URL ленты (или заполните ссылку self в канале).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Enter the feed&apos;s full URL above first: the page is searched for a tag naming it.</source>
        <translation>Сначала введите выше полный адрес ленты: на странице ищется тег с этим адресом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter the full address of a page of the site, such as https://example.ru/.</source>
        <translation>Введите полный адрес страницы сайта, например https://example.ru/.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fetching {0}…</source>
        <translation>Загружается {0}…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not fetch {0}: {1}</source>
        <translation>Не удалось загрузить {0}: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not fetch {0}: HTTP {1}</source>
        <translation>Не удалось загрузить {0}: HTTP {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The page has no tag for {0}; it names other feeds: {1}. Put the tag above in its &lt;head&gt;.</source>
        <translation>На странице нет тега для {0}; в ней названы другие ленты: {1}. Вставьте тег, приведённый выше, в её &lt;head&gt;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page has no autodiscovery tag: put the tag above in its &lt;head&gt;.</source>
        <translation>На странице нет тега автообнаружения: вставьте тег, приведённый выше, в её &lt;head&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The page names the feed in its body (line {0}); browsers and readers look for the tag in &lt;head&gt;: move it there.</source>
        <translation>Страница называет ленту в своём &lt;body&gt; (строка {0}), а браузеры и читалки ищут тег в &lt;head&gt;: перенесите его туда.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page&apos;s &lt;head&gt; names the feed, titled “{0}” where the channel is titled “{1}”.</source>
        <translation>В &lt;head&gt; страницы лента названа, но с заголовком «{0}», а канал называется «{1}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The page&apos;s &lt;head&gt; names the feed: browsers and readers find it there.</source>
        <translation>В &lt;head&gt; страницы лента названа: браузеры и читалки её найдут.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Enter the full address, such as https://example.ru/turbo.xml.</source>
        <translation>Укажите полный адрес, например https://example.ru/turbo.xml.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {0}: address runs a script instead of naming a file: no reader can fetch it, and a page must not carry it.</source>
        <translation>Адрес вида {0}: запускает скрипт, а не указывает на файл: ни одна программа чтения лент его не загрузит, и размещать его на странице нельзя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A data: address holds its content inline instead of naming a file: no reader can subscribe to it.</source>
        <translation>Адрес вида data: содержит сами данные, а не указывает на файл: подписаться на него нельзя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This address has no http: or https: at the start: each page would read it with its own.</source>
        <translation>В начале адреса нет http: или https: — каждая страница подставит свою схему.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This address is relative: each page would read it against its own address, so it would point somewhere else from every page.</source>
        <translation>Адрес относительный: каждая страница отсчитает его от своего адреса, и с разных страниц он будет вести в разные места.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This address has no host name after {0}://.</source>
        <translation>В адресе нет имени сайта после {0}://.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feed readers fetch feeds over http or https, not {0}:.</source>
        <translation>Программы чтения лент загружают ленты по http или https, а не по {0}:.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is the channel&apos;s self link (atom:link rel=&quot;self&quot;): fix it in the channel too, readers take the feed&apos;s address from it.</source>
        <translation>Это собственный адрес ленты из канала (atom:link rel=&quot;self&quot;): исправьте его и в канале — программы чтения берут адрес ленты оттуда.</translation>
    </message>
</context>
<context>
    <name>ChannelForm</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/channel.py" line="+39"/>
        <source>Channel</source>
        <translation>Канал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basics</source>
        <translation>Основное</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+77"/>
        <location line="+34"/>
        <source>Title</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>The site name, or the section title for a section feed</source>
        <translation>Название сайта (или раздела, если это лента раздела)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required. The name of the site, or only the section&apos;s name when the feed carries one section of it.</source>
        <translation>Обязательно. Название сайта, а если лента передаёт только один его раздел — название этого раздела.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+76"/>
        <location line="+39"/>
        <source>Link</source>
        <translation>Ссылка</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>The site&apos;s address, e.g. https://example.ru/</source>
        <translation>Адрес сайта, например https://example.ru/</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Required. The full http or https address of the site, e.g. https://example.ru/; every item&apos;s link must be on this domain.</source>
        <translation>Обязательно. Полный адрес сайта с http или https, например https://example.ru/; ссылки всех элементов должны вести на этот домен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <location line="+25"/>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>One sentence, no HTML</source>
        <translation>Одно предложение, без HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required. What the feed is about, in one sentence of plain text: Turbo asks for a single sentence and no HTML tags.</source>
        <translation>Обязательно. О чём лента — одним предложением простого текста: Турбо требует одно предложение без тегов HTML.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ISO 639-1 code of the articles&apos; language, e.g. ru</source>
        <translation>Код языка статей по ISO 639-1, например ru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The language the articles are written in, as a two-letter ISO 639-1 code such as ru or en. Turbo wants the bare code, not a regional form like ru-RU.</source>
        <translation>Язык, на котором написаны статьи, — двухбуквенный код ISO 639-1, например ru или en. Турбо ждёт код без региона, не ru-RU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feed URL (self link)</source>
        <translation>URL ленты (ссылка self)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the feed is published: atom:link rel=&quot;self&quot;</source>
        <translation>Где опубликована лента: atom:link rel=&quot;self&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The full address the feed itself is published at, written as atom:link rel=&quot;self&quot;; it tells readers and robots the feed&apos;s one URL.</source>
        <translation>Необязательно. Полный адрес, по которому опубликована сама лента, в виде atom:link rel=&quot;self&quot;; так читатели лент и роботы узнают её единственный URL.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RSS 2.0 details</source>
        <translation>Другие поля RSS 2.0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copyright</source>
        <translation>Авторские права</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. A copyright notice for the feed&apos;s content, in plain text, e.g. © 2026 Example Media.</source>
        <translation>Необязательно. Уведомление об авторских правах на содержимое ленты, простым текстом, например © 2026 Вестник садовода.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managing editor</source>
        <translation>Ответственный редактор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail of the editor, e.g. geo@herald.com (George Matesky)</source>
        <translation>Почта редактора, например ivan@example.ru (Иван Петров)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Webmaster</source>
        <translation>Веб-мастер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail of the person responsible for technical issues</source>
        <translation>Почта ответственного за технические вопросы</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Optional. The e-mail address of whoever answers for the content; a name in parentheses may follow, e.g. geo@herald.com (George Matesky).</source>
        <translation>Необязательно. Адрес электронной почты того, кто отвечает за содержание; после него можно указать имя в скобках, например ivan@example.ru (Иван Петров).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional. The e-mail address of whoever answers for technical problems with the feed; a name in parentheses may follow, e.g. betty@herald.com (Betty Guernsey).</source>
        <translation>Необязательно. Адрес электронной почты того, кто отвечает за технические вопросы ленты; после него можно указать имя в скобках, например olga@example.ru (Ольга Смирнова).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Publication date</source>
        <translation>Дата публикации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. When the feed&apos;s content was published, as an RFC-822 date with a four-digit year and a time zone, e.g. Tue, 21 Apr 2015 14:15:00 +0300.</source>
        <translation>Необязательно. Когда опубликовано содержимое ленты: дата RFC-822 с четырёхзначным годом и часовым поясом, например Tue, 21 Apr 2015 14:15:00 +0300.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last build date</source>
        <translation>Дата последней сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. When the feed&apos;s content last changed, as an RFC-822 date with a four-digit year and a time zone.</source>
        <translation>Необязательно. Когда содержимое ленты менялось в последний раз: дата RFC-822 с четырёхзначным годом и часовым поясом.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generator</source>
        <translation>Генератор</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The program that produced the feed</source>
        <translation>Программа, создавшая ленту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The name, and perhaps the version, of the program that produced the feed, in plain text.</source>
        <translation>Необязательно. Название программы, создавшей ленту, и, если нужно, её версия — простым текстом.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Docs</source>
        <translation>Документация</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>https://www.rssboard.org/rss-specification</source>
        <translation>https://www.rssboard.org/rss-specification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The address of a page describing the feed&apos;s format, for whoever finds the file later; usually https://www.rssboard.org/rss-specification.</source>
        <translation>Необязательно. Адрес страницы с описанием формата ленты — для тех, кто найдёт файл позже; обычно https://www.rssboard.org/rss-specification.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TTL (minutes)</source>
        <translation>TTL (в минутах)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How long the feed may be cached, in minutes</source>
        <translation>Сколько минут ленту можно хранить в кеше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. How many minutes a reader may keep the feed before fetching it again: a whole number, e.g. 60.</source>
        <translation>Необязательно. Сколько минут читатель лент может хранить ленту, прежде чем загрузить её снова: целое число, например 60.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PICS rating</source>
        <translation>Рейтинг PICS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The feed&apos;s content rating, written as a PICS label.</source>
        <translation>Необязательно. Рейтинг содержимого ленты в виде метки PICS.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CMS plugin ID</source>
        <translation>ID плагина CMS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>turbo:cms_plugin</source>
        <translation>turbo:cms_plugin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The ID Yandex gave the CMS plugin that writes the feed (turbo:cms_plugin); a feed written by hand has none.</source>
        <translation>Необязательно. Идентификатор, который Яндекс выдал плагину CMS, пишущему ленту (turbo:cms_plugin); у ленты, написанной вручную, его нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+29"/>
        <source>Domain</source>
        <translation>Домен</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Categories:</source>
        <translation>Категории:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The categories the whole feed belongs to, one a row; a category may name the taxonomy it comes from in Domain.</source>
        <translation>Необязательно. Категории, к которым относится вся лента, по одной в строке; в столбце «Домен» можно указать систему категорий, из которой взята категория.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Image</source>
        <translation>Изображение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GIF, JPEG or PNG</source>
        <translation>GIF, JPEG или PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required in an image: the full address of a GIF, JPEG or PNG picture that stands for the feed.</source>
        <translation>Обязательно для изображения: полный адрес картинки GIF, JPEG или PNG, которая представляет ленту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt text; usually the channel title</source>
        <translation>Альтернативный текст; обычно заголовок канала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required in an image: the text that replaces the picture where it is not shown (its alt text); usually the same as the channel title.</source>
        <translation>Обязательно для изображения: текст, который заменяет картинку, когда она не показана (альтернативный текст); обычно совпадает с заголовком канала.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usually the channel link</source>
        <translation>Обычно ссылка канала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required in an image: where a click on the picture leads; usually the same as the channel link.</source>
        <translation>Обязательно для изображения: куда ведёт щелчок по картинке; обычно совпадает со ссылкой канала.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 144 (default 88)</source>
        <translation>От 1 до 144 (по умолчанию 88)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The picture&apos;s width in pixels, a whole number from 1 to 144; without it readers take 88.</source>
        <translation>Необязательно. Ширина картинки в пикселях, целое число от 1 до 144; без неё читатели лент считают ширину равной 88.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height</source>
        <translation>Высота</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 400 (default 31)</source>
        <translation>От 1 до 400 (по умолчанию 31)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The picture&apos;s height in pixels, a whole number from 1 to 400; without it readers take 31.</source>
        <translation>Необязательно. Высота картинки в пикселях, целое число от 1 до 400; без неё читатели лент считают высоту равной 31.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optional. Text shown when the pointer rests on the picture (the title of the link around it).</source>
        <translation>Необязательно. Текст, который появляется при наведении указателя на картинку (атрибут title ссылки вокруг неё).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cloud</source>
        <translation>Облако (cloud)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host of an rssCloud service that tells subscribers when the feed changes, e.g. rpc.example.ru. Optional, but a cloud needs all five fields.</source>
        <translation>Хост сервиса rssCloud, который сообщает подписчикам об изменениях ленты, например rpc.example.ru. Необязательно, но для cloud нужны все пять полей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port of that service: a whole number from 1 to 65535, usually 80. A cloud needs all five fields.</source>
        <translation>Порт этого сервиса: целое число от 1 до 65535, обычно 80. Для cloud нужны все пять полей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The path of that service on its host, starting with /, e.g. /RPC2. A cloud needs all five fields.</source>
        <translation>Путь к этому сервису на его хосте, начинается с /, например /RPC2. Для cloud нужны все пять полей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Procedure</source>
        <translation>Процедура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The procedure a subscriber calls to ask for notifications, e.g. myCloud.rssPleaseNotify. A cloud needs all five fields.</source>
        <translation>Процедура, которую подписчик вызывает, чтобы получать уведомления, например myCloud.rssPleaseNotify. Для cloud нужны все пять полей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>xml-rpc, soap or http-post</source>
        <translation>xml-rpc, soap или http-post</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How that service is called: xml-rpc, soap or http-post. A cloud needs all five fields.</source>
        <translation>Как вызывается этот сервис: xml-rpc, soap или http-post. Для cloud нужны все пять полей.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text input</source>
        <translation>Поле ввода (textInput)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label of the Submit button</source>
        <translation>Надпись на кнопке отправки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The label of the text box&apos;s Submit button. A text input needs all four fields, and most readers ignore it.</source>
        <translation>Надпись на кнопке отправки поля ввода. Для textInput нужны все четыре поля; большинство читателей лент его не показывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Says what the text box is for. A text input needs all four fields.</source>
        <translation>Объясняет, для чего поле ввода. Для textInput нужны все четыре поля.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the text object</source>
        <translation>Имя текстового поля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the form field the typed text is sent in; it starts with a letter. A text input needs all four fields.</source>
        <translation>Имя поля формы, в котором передаётся введённый текст; начинается с буквы. Для textInput нужны все четыре поля.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The CGI script that processes requests</source>
        <translation>CGI-скрипт, обрабатывающий запросы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address of the script that receives the typed text. A text input needs all four fields.</source>
        <translation>Адрес скрипта, который получает введённый текст. Для textInput нужны все четыре поля.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip hours and days</source>
        <translation>Пропуск часов и дней</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip hours (GMT):</source>
        <translation>Пропускать часы (GMT):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The hours, in GMT, during which readers need not fetch the feed; 00 is the hour that starts at midnight.</source>
        <translation>Необязательно. Часы по GMT, в которые читателям лент не нужно загружать ленту; 00 — час, который начинается в полночь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip days:</source>
        <translation>Пропускать дни:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The days of the week on which readers need not fetch the feed.</source>
        <translation>Необязательно. Дни недели, в которые читателям лент не нужно загружать ленту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The category&apos;s name; a place in a hierarchy is written with slashes, e.g. Garden/Roses</source>
        <translation>Название категории; место в иерархии записывается через косую черту, например Сад/Розы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: the taxonomy the category comes from, often a URL; leave it out rather than empty</source>
        <translation>Необязательно: система категорий, из которой взята категория, часто URL; лучше не указывать, чем оставлять пустым</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Change skip hours</source>
        <translation>изменение часов пропуска</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change skip days</source>
        <translation>изменение дней пропуска</translation>
    </message>
</context>
<context>
    <name>ContentEditor</name>
    <message>
        <location filename="../../turbo_editor/content/snippets.py" line="+105"/>
        <source>Page</source>
        <translation>Страница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Header with cover, menu and breadcrumbs</source>
        <translation>Шапка с обложкой, меню и хлебными крошками</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Media</source>
        <translation>Медиа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image</source>
        <translation>Изображение</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Video</source>
        <translation>Видео</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Embedded video (iframe)</source>
        <translation>Встроенное видео (iframe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audio</source>
        <translation>Аудио</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gallery</source>
        <translation>Галерея</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slider</source>
        <translation>Слайдер</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forms and buttons</source>
        <translation>Формы и кнопки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share buttons</source>
        <translation>Кнопки «Поделиться»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Button</source>
        <translation>Кнопка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Callback form</source>
        <translation>Форма обратной связи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feedback widget</source>
        <translation>Виджет обратной связи</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search form</source>
        <translation>Форма поиска</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Layout</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accordion</source>
        <translation>Аккордеон</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards</source>
        <translation>Карточки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Carousel</source>
        <translation>Карусель</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Read also</source>
        <translation>Читайте также</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fold (“Read more”)</source>
        <translation>Свёрнутый текст («Читать дальше»)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table without borders</source>
        <translation>Таблица без рамок</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Social and ads</source>
        <translation>Соцсети и реклама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comments</source>
        <translation>Комментарии</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ad place</source>
        <translation>Рекламное место</translation>
    </message>
    <message>
        <location filename="../../turbo_editor/ui/content_editor.py" line="+118"/>
        <source>Paragraph &lt;p&gt;</source>
        <translation>Абзац &lt;p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subheading &lt;h2&gt;</source>
        <translation>Подзаголовок &lt;h2&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quote &lt;blockquote&gt;</source>
        <translation>Цитата &lt;blockquote&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure &lt;figure&gt;</source>
        <translation>Иллюстрация &lt;figure&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Image with caption…</source>
        <translation>Изображение с подписью…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insert block…</source>
        <translation>Вставить блок…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Insert block</source>
        <translation>Вставить блок</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Wrap selection</source>
        <translation>Обернуть</translation>
    </message>
</context>
<context>
    <name>CounterForm</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/ads.py" line="-80"/>
        <source>Analytics counter</source>
        <translation>Счётчик аналитики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Service</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required. The analytics service that counts the Turbo pages&apos; visits; the type is case-sensitive. Yandex Metrica may have several counters, other services one each.</source>
        <translation>Обязательно. Сервис аналитики, который считает посещения Турбо-страниц; регистр букв в типе важен. Счётчиков Яндекс Метрики может быть несколько, других сервисов — по одному.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The counter&apos;s id in its service: most services need one, LiveInternet and a custom pixel do not.</source>
        <translation>ID счётчика в его сервисе: он нужен большинству сервисов, кроме LiveInternet и своего пикселя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional. Extra settings for the counter, used by Yandex Metrica and LiveInternet.</source>
        <translation>Необязательно. Дополнительные настройки счётчика; их используют Яндекс Метрика и LiveInternet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The address of the pixel image a custom counter loads on every page view.</source>
        <translation>Адрес картинки-пикселя, которую свой счётчик загружает при каждом просмотре страницы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counter id</source>
        <translation>ID счётчика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pixel URL</source>
        <translation>URL пикселя</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Written as yandex:analytics (the older spelling, still accepted).</source>
        <translation>Записан как yandex:analytics (старое написание, всё ещё допускается).</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/widgets.py" line="+223"/>
        <source>Time zone (offset from UTC)</source>
        <translation>Часовой пояс (смещение от UTC)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to the current date and time</source>
        <translation>Подставить текущие дату и время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fix format</source>
        <translation>Исправить формат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewrite what was typed as an RFC-822 date, keeping its zone</source>
        <translation>Переписать введённое как дату RFC-822, сохранив часовой пояс</translation>
    </message>
</context>
<context>
    <name>DiskWatch</name>
    <message>
        <location filename="../../turbo_editor/ui/disk_watch.py" line="+88"/>
        <source>{0} was deleted or moved by another program. The feed is still open here: save it to write the file again.</source>
        <translation>Файл {0} удалён или перемещён другой программой. Лента по-прежнему открыта здесь: сохраните её, чтобы записать файл снова.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>File deleted</source>
        <translation>Файл удалён</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} was changed by another program</source>
        <translation>Файл {0} изменён другой программой</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} was changed by another program.</source>
        <translation>Файл {0} изменён другой программой.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reload it and lose the changes made here, or keep them (saving writes over the other program&apos;s changes)?</source>
        <translation>Загрузить его заново и потерять правки, сделанные здесь, или оставить их (сохранение запишет их поверх правок другой программы)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reload it, or keep what this window shows (saving writes over the other program&apos;s changes)?</source>
        <translation>Загрузить его заново или оставить то, что показывает это окно (сохранение запишет его поверх правок другой программы)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <source>File changed on disk</source>
        <translation>Файл изменён на диске</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Reload</source>
        <translation>Загрузить заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep mine</source>
        <translation>Оставить мои правки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep this</source>
        <translation>Оставить как есть</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} was changed by another program since it was opened here. Save over those changes?</source>
        <translation>Файл {0} изменён другой программой после того, как его открыли здесь. Сохранить поверх этих правок?</translation>
    </message>
</context>
<context>
    <name>ExportAnywayDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/publish_dialogs.py" line="-288"/>
        <source>The feed has errors</source>
        <translation>В ленте есть ошибки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yandex may reject a feed with these errors. Export it anyway, or cancel and fix them first.</source>
        <translation>Яндекс может отклонить ленту с такими ошибками. Можно всё равно экспортировать её или отменить экспорт и сначала исправить ошибки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} and {1}:</source>
        <translation>{0} и {1}:</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} (line {1})</source>
        <translation>{0} (строка {1})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export anyway</source>
        <translation>Всё равно экспортировать</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location line="-354"/>
        <source>Export feed</source>
        <translation>Экспорт ленты</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The feed has no errors or warnings.</source>
        <translation>В ленте нет ни ошибок, ни предупреждений.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The feed has {0} and {1}.</source>
        <translation>В ленте {0} и {1}.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export to folder</source>
        <translation>Экспорт в папку</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose the folder to export into.</source>
        <translation>Выберите папку для экспорта.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“{0}” cannot be a file name: give a name without “/”, such as turbo.xml.</source>
        <translation>«{0}» не может быть именем файла: укажите имя без «/», например turbo.xml.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Checking the feed…</source>
        <translation>Проверка ленты…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Checking the feed: {0} of {1} items…</source>
        <translation>Проверка ленты: элемент {0} из {1}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking {0}: {1} of {2} items…</source>
        <translation>Проверка {0}: элемент {1} из {2}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writing the files…</source>
        <translation>Запись файлов…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>Отмена экспорта…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The export was cancelled; nothing was written.</source>
        <translation>Экспорт отменён; ничего не записано.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The feed cannot be written in {0}: {1}

Choose another encoding, or change the text it cannot hold.</source>
        <translation>Ленту нельзя записать в кодировке {0}: {1}

Выберите другую кодировку или измените текст, который в ней не записать.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Exporting would replace {0}, the feed you are editing.

Choose another folder or file name for the export.</source>
        <translation>Экспорт заменил бы {0} — ленту, которую вы редактируете.

Выберите для экспорта другую папку или другое имя файла.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} cannot be written ({1}).

Choose a folder of your own, or get write access to this one.</source>
        <translation>Не удалось записать {0} ({1}).

Выберите другую папку или получите права на запись в эту.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+40"/>
        <source>{0} is a folder, so the feed cannot be written there.

Choose another file name or folder.</source>
        <translation>{0} — это папка, поэтому записать туда ленту нельзя.

Выберите другое имя файла или другую папку.</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left empty: the name the feed URL ends in, else turbo.xml</source>
        <translation>Если оставить пустым: имя, которым оканчивается URL ленты, а без него turbo.xml</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bigger feeds are split into numbered files that each stand alone; Turbo reads at most {0} items from one feed</source>
        <translation>Большие ленты делятся на пронумерованные файлы, каждый — самостоятельная лента; Турбо читает из одной ленты не больше {0} элементов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where the feed will be published (a URL ending in / is the folder); compared with the self link, and each split file names its own URL</source>
        <translation>Где будет опубликована лента (адрес с / на конце — папка); сверяется со ссылкой self, а у каждой части разбитой ленты свой адрес</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Имя файла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Encoding:</source>
        <translation>&amp;Кодировка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Items per file:</source>
        <translation>&amp;Элементов в файле:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed &amp;URL:</source>
        <translation>&amp;URL ленты:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;xport</source>
        <translation>Экспор&amp;т</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Exporting would replace {0}, which is open in another window ({1}).

Choose another folder or file name for the export.</source>
        <translation>Экспорт заменил бы {0}: этот файл открыт в другом окне ({1}).

Выберите для экспорта другую папку или другое имя файла.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} is a file, not a folder, so the export cannot go into {1}.

Choose another folder.</source>
        <translation>{0} — это файл, а не папка, поэтому экспортировать в {1} нельзя.

Выберите другую папку.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0} cannot be written: the disk is full.

Free some space, or choose a folder on another disk.</source>
        <translation>Не удалось записать {0}: диск заполнен.

Освободите место или выберите папку на другом диске.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} could not be written or read back: {1}.

Check that the folder exists and can be written to, or choose another one.</source>
        <translation>Не удалось записать {0} или прочитать записанное: {1}.

Проверьте, что папка существует и в неё можно записывать, или выберите другую.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The export to {0} failed: {1}

Check the folder, or choose another one.</source>
        <translation>Экспорт в {0} не удался: {1}

Проверьте папку или выберите другую.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export failed</source>
        <translation>Ошибка экспорта</translation>
    </message>
</context>
<context>
    <name>ExportReportDialog</name>
    <message>
        <location line="+107"/>
        <source>Export report</source>
        <translation>Отчёт об экспорте</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n file(s) written to {0} in {1} despite errors.</source>
        <translation>
            <numerusform>%n файл записан в {0} в кодировке {1}, несмотря на ошибки.</numerusform>
            <numerusform>%n файла записаны в {0} в кодировке {1}, несмотря на ошибки.</numerusform>
            <numerusform>%n файлов записано в {0} в кодировке {1}, несмотря на ошибки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n file(s) written to {0} in {1}.</source>
        <translation>
            <numerusform>%n файл записан в {0} в кодировке {1}.</numerusform>
            <numerusform>%n файла записаны в {0} в кодировке {1}.</numerusform>
            <numerusform>%n файлов записано в {0} в кодировке {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items</source>
        <translation>Элементы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+38"/>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Upload the files, then press Ping now to tell the ping services: each fetches the feed as soon as it is told.</source>
        <translation>Загрузите файлы на сайт, затем нажмите «Отправить пинг», чтобы сообщить сервисам: каждый загружает ленту, как только получает пинг.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ping now…</source>
        <translation>Отправить пинг…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Notes:</source>
        <translation>Замечания:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Warning: {0}</source>
        <translation>Предупреждение: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note: {0}</source>
        <translation>Замечание: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No file manager could open {0}.</source>
        <translation>Ни один файловый менеджер не смог открыть {0}.</translation>
    </message>
</context>
<context>
    <name>FeedCommands</name>
    <message>
        <location filename="../../turbo_editor/ui/feed_commands.py" line="+56"/>
        <source>Add item</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>добавление элемента</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Duplicate %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>дублирование %n элемента</numerusform>
            <numerusform>дублирование %n элементов</numerusform>
            <numerusform>дублирование %n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Delete %n node(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>удаление %n узла</numerusform>
            <numerusform>удаление %n узлов</numerusform>
            <numerusform>удаление %n узлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Move up</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>перемещение вверх</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move down</source>
        <translation>перемещение вниз</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Move %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>перемещение %n элемента</numerusform>
            <numerusform>перемещение %n элементов</numerusform>
            <numerusform>перемещение %n элементов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add counter</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>добавление счётчика</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add ad network</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>добавление рекламной сети</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The clipboard&apos;s items are not well-formed XML (line {0}, column {1}): {2}</source>
        <translation>Элементы из буфера обмена — некорректный XML (строка {0}, столбец {1}): {2}</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Paste %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>вставку %n элемента</numerusform>
            <numerusform>вставку %n элементов</numerusform>
            <numerusform>вставку %n элементов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The clipboard holds no feed items, counters or ad networks</source>
        <translation>В буфере обмена нет элементов ленты, счётчиков или рекламных сетей</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Paste %n node(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>вставку %n узла</numerusform>
            <numerusform>вставку %n узлов</numerusform>
            <numerusform>вставку %n узлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This problem cannot be fixed automatically</source>
        <translation>Эту проблему нельзя исправить автоматически</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick fix: {0}</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>быстрое исправление «{0}»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ignore rule {0}</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>игнорирование правила {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report rule {0} again</source>
        <translation>возврат правила {0} в проверку</translation>
    </message>
</context>
<context>
    <name>FeedSession</name>
    <message>
        <location filename="../../turbo_editor/ui/session.py" line="+113"/>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{0} is not an encoding a feed is saved in: Save writes {1}, keeping every character</source>
        <translation>{0} не годится для сохранения ленты: при сохранении файл будет записан в {1}, все символы сохранятся</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The project file&apos;s ignore lists were not applied: {0}</source>
        <translation>Списки игнорируемых правил из файла проекта не применены: {0}</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Save as {0}</source>
        <translation>выбор кодировки {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+6"/>
        <source>Edit XML</source>
        <translation>правку XML</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>there is no feed to save: the text is not well-formed</source>
        <translation>сохранять нечего: текст — некорректный XML</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the text parses: save the feed instead</source>
        <translation>текст разбирается без ошибок: сохраните ленту обычным образом</translation>
    </message>
</context>
<context>
    <name>FeedTree</name>
    <message>
        <location filename="../../turbo_editor/ui/tree_view.py" line="+84"/>
        <source>Filter items…</source>
        <translation>Фильтр элементов…</translation>
    </message>
</context>
<context>
    <name>FeedTreeModel</name>
    <message>
        <location filename="../../turbo_editor/ui/tree_model.py" line="+331"/>
        <source>Feed</source>
        <translation>Лента</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>(untitled channel)</source>
        <translation>(канал без заголовка)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters</source>
        <translation>Счётчики</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ad networks</source>
        <translation>Рекламные сети</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items</source>
        <translation>Элементы</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>{0}  [turbo=false]</source>
        <translation>{0}  [turbo=false]</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>(no type)</source>
        <translation>(тип не указан)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(end of page)</source>
        <translation>(в конце страницы)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no link)</source>
        <translation>(нет ссылки)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turbo=&quot;false&quot;: the Turbo page is switched off</source>
        <translation>turbo=&quot;false&quot;: Турбо-страница отключена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} errors, {1} warnings</source>
        <translation>Ошибок: {0}, предупреждений: {1}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../turbo_editor/ui/file_controller.py" line="+23"/>
        <source>RSS feeds (*.xml *.rss);;All files (*)</source>
        <translation>Ленты RSS (*.xml *.rss);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Open feed</source>
        <translation>Открыть ленту</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Wrong encoding</source>
        <translation>Неверная кодировка</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>Cannot open {0}</source>
        <translation>Не удалось открыть {0}</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+167"/>
        <source>{0}

{1}</source>
        <translation>{0}

{1}</translation>
    </message>
    <message>
        <location line="-246"/>
        <source>Line {0}, column {1}: {2}</source>
        <translation>Строка {0}, столбец {1}: {2}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot import {0}</source>
        <translation>Не удалось импортировать {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import {0}</source>
        <translation>Импорт {0}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{0}

{1}

Check that the file exists, that you may read it, and that it is a feed.</source>
        <translation>{0}

{1}

Проверьте, что файл существует, что у вас есть право его читать и что это лента.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bytes that are not {0} text are shown as “�”, the first on line {1}, column {2}</source>
        <translation>Байты, которые не являются текстом в {0}, показаны как «�»; первый — в строке {1}, столбце {2}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Save feed as</source>
        <translation>Сохранить ленту как</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+79"/>
        <source>{0} was not saved</source>
        <translation>Файл {0} не сохранён</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>{0}

{1}

Choose another folder or name, or free some space; the feed is still open and nothing is lost.</source>
        <translation>{0}

{1}

Выберите другую папку или имя либо освободите место на диске; лента по-прежнему открыта, ничего не потеряно.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved {0} ({1})</source>
        <translation>Сохранено: {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ignored rules were not saved</source>
        <translation>Игнорируемые правила не сохранены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The feed was saved, but the project file beside it was not updated: {0}</source>
        <translation>Лента сохранена, но файл проекта рядом с ней не обновлён: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Some of them cannot be written in {0} at all: save in UTF-8, or remove them.</source>
        <translation>Некоторые из них в кодировке {0} записать нельзя совсем: сохраните в UTF-8 или удалите их.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Characters {0} lacks</source>
        <translation>Символы, которых нет в {0}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{0} cannot hold these characters:

{1}</source>
        <translation>В кодировке {0} нельзя записать эти символы:

{1}</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>RSS and Atom feeds (*.xml *.rss *.atom);;All files (*)</source>
        <translation>Ленты RSS и Atom (*.xml *.rss *.atom);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Import an RSS or Atom feed as a Turbo feed</source>
        <translation>Импорт ленты RSS или Atom в Турбо-ленту</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{0}

Line {1}, column {2}: {3}

Open it as {4}? Or open it as UTF-8, the bytes that are not UTF-8 shown as “�”: saving would then write that character in their place.</source>
        <translation>{0}

Строка {1}, столбец {2}: {3}

Открыть файл в кодировке {4}? Или открыть его как UTF-8, показав байты, которые не являются UTF-8, знаком «�»: при сохранении на их месте будет записан этот знак.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}

Line {1}, column {2}: {3}

Open it as {4}?</source>
        <translation>{0}

Строка {1}, столбец {2}: {3}

Открыть в кодировке {4}?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open as {0}</source>
        <translation>Открыть как {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open as UTF-8 with “�”</source>
        <translation>Открыть как UTF-8 с «�»</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Save in {0}</source>
        <translation>Сохранить в кодировке {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save in UTF-8</source>
        <translation>Сохранить в UTF-8</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Read-only file</source>
        <translation>Файл только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is marked read-only. Save over it anyway?</source>
        <translation>Файл {0} помечен как доступный только для чтения. Всё равно сохранить поверх него?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bytes that are not text</source>
        <translation>Байты, которые не являются текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file had bytes that are not {0} text, the first on line {1}, column {2}. They are shown as “�”, and saving writes that character in their place: the bytes themselves are lost from {3}.</source>
        <translation>В файле были байты, которые не являются текстом в {0}; первый — в строке {1}, столбце {2}. Они показаны как «�», и при сохранении на их место будет записан этот знак: сами байты из {3} пропадут.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save with “�”</source>
        <translation>Сохранить с «�»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not well-formed</source>
        <translation>Некорректный XML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The XML is not well-formed ({0}). Save the text exactly as it is?</source>
        <translation>XML некорректен ({0}). Сохранить текст в точности как есть?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved {0} as typed, not well-formed ({1})</source>
        <translation>Сохранено как есть, с ошибками XML: {0} ({1})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to {0}?</source>
        <translation>Сохранить изменения в «{0}»?</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>(no recent files)</source>
        <translation>(нет недавних файлов)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear list</source>
        <translation>Очистить список</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../turbo_editor/ui/find_bar.py" line="+38"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace with</source>
        <translation>Заменить на</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match case</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find previous</source>
        <translation>Найти предыдущее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find next</source>
        <translation>Найти следующее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace all</source>
        <translation>Заменить все</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The text cannot be edited yet</source>
        <translation>Текст пока нельзя править</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n replaced</source>
        <translation>
            <numerusform>%n замена</numerusform>
            <numerusform>%n замены</numerusform>
            <numerusform>%n замен</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <location filename="../../turbo_editor/ui/problems.py" line="+182"/>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Channel</source>
        <translation>Канал</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+74"/>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Note</source>
        <translation>Замечание</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ignored for this feed: not counted, not shown elsewhere</source>
        <translation>Игнорируется для этой ленты: не учитывается и больше нигде не показывается</translation>
    </message>
</context>
<context>
    <name>Form</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/base.py" line="+579"/>
        <source>Edit {0}</source>
        <translation>изменение поля «{0}»</translation>
    </message>
</context>
<context>
    <name>FormStack</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/stack.py" line="+27"/>
        <source>Select the channel, an item, a counter or an ad network in the tree.</source>
        <translation>Выберите в дереве канал, элемент, счётчик или рекламную сеть.</translation>
    </message>
</context>
<context>
    <name>ImageDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/content_editor.py" line="-144"/>
        <source>Insert image</source>
        <translation>Вставка изображения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shown under the image (optional)</source>
        <translation>Выводится под изображением (необязательно)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Image URL:</source>
        <translation>URL изображения:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caption:</source>
        <translation>Подпись:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width:</source>
        <translation>Ширина:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>Высота:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter the image&apos;s address.</source>
        <translation>Укажите адрес изображения.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the full address, starting with https:// or http:// (Turbo cannot load a relative one).</source>
        <translation>Укажите полный адрес, начинающийся с https:// или http:// (относительный адрес Турбо загрузить не сможет).</translation>
    </message>
</context>
<context>
    <name>ImportPanel</name>
    <message>
        <location filename="../../turbo_editor/ui/import_panel.py" line="+43"/>
        <source>Import a site&apos;s RSS feed with File ▸ Import as Turbo feed…; what the import changed will be listed here.</source>
        <translation>Импортируйте RSS-ленту сайта командой Файл ▸ Импорт в Турбо-ленту…; здесь будет список того, что импорт изменил.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Channel</source>
        <translation>Канал</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
</context>
<context>
    <name>ItemForm</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/item.py" line="+18"/>
        <source>Item</source>
        <translation>Элемент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>Страница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show as a Turbo page (turbo=&quot;true&quot;)</source>
        <translation>Включить Турбо-страницу (turbo=&quot;true&quot;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turbo</source>
        <translation>Турбо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unchecked writes turbo=&quot;false&quot;, which takes the Turbo page down</source>
        <translation>Если снять флажок, запишется turbo=&quot;false&quot; и Турбо-страница будет снята</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the item is a Turbo page: checked writes turbo=&quot;true&quot;. Unchecked writes turbo=&quot;false&quot;, which is how a published Turbo page is taken down.</source>
        <translation>Является ли элемент Турбо-страницей: флажок записывает turbo=&quot;true&quot;. Без флажка запишется turbo=&quot;false&quot; — так снимают опубликованную Турбо-страницу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>Ссылка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The article&apos;s address: http(s), on the channel&apos;s domain</source>
        <translation>Адрес статьи: http(s), на домене канала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required. The article&apos;s own address: http or https, on the channel&apos;s domain, at most 243 characters, one article per address.</source>
        <translation>Обязательно. Собственный адрес статьи: http или https, на домене канала, не длиннее 243 символов, одна статья на один адрес.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 240 characters; the page heading comes from &lt;h1&gt;</source>
        <translation>До 240 символов; заголовок страницы берётся из тега h1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The article&apos;s title, up to 240 characters: a longer one is cut. The heading of the Turbo page itself comes from the &lt;h1&gt; in the content.</source>
        <translation>Заголовок статьи, до 240 символов: более длинный обрезается. Заголовок самой Турбо-страницы берётся из тега &lt;h1&gt; в содержимом.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Publication date</source>
        <translation>Дата публикации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the article was published, as an RFC-822 date with a four-digit year and a time zone. Required for an item shown as a Turbo page.</source>
        <translation>Когда опубликована статья: дата RFC-822 с четырёхзначным годом и часовым поясом. Обязательна для элемента, который показывается как Турбо-страница.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. Who wrote the article: Turbo takes a plain name, while RSS readers expect an e-mail address with the name in parentheses.</source>
        <translation>Необязательно. Кто написал статью: Турбо принимает просто имя, а читатели RSS ждут адрес электронной почты с именем в скобках.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turbo page content</source>
        <translation>Содержимое Турбо-страницы</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Content</source>
        <translation>Содержимое</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML of the page, starting with &lt;header&gt;&lt;h1&gt;…&lt;/h1&gt;&lt;/header&gt;</source>
        <translation>HTML страницы, начиная с &lt;header&gt;&lt;h1&gt;…&lt;/h1&gt;&lt;/header&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required for a Turbo page: its HTML, kept in CDATA, starting with &lt;header&gt;&lt;h1&gt;…&lt;/h1&gt;&lt;/header&gt;. Tags and attributes Turbo does not know are dropped.</source>
        <translation>Обязательно для Турбо-страницы: её HTML внутри CDATA, начиная с &lt;header&gt;&lt;h1&gt;…&lt;/h1&gt;&lt;/header&gt;. Теги и атрибуты, которых Турбо не знает, отбрасываются.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extended HTML (keep class and id, custom CSS)</source>
        <translation>Расширенный HTML (сохранять class и id, свои стили CSS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turbo:extendedHtml</source>
        <translation>turbo:extendedHtml</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. Checked writes turbo:extendedHtml true: the page keeps class and id attributes, may use its own CSS and a few more tags such as &lt;section&gt;.</source>
        <translation>Необязательно. Флажок записывает turbo:extendedHtml со значением true: страница сохраняет атрибуты class и id, может использовать свои стили CSS и ещё несколько тегов, например &lt;section&gt;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Image</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Required: the full address of the linked page</source>
        <translation>Обязательно: полный адрес страницы, на которую ведёт ссылка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: the full address of a picture shown with the link</source>
        <translation>Необязательно: полный адрес картинки, которая показывается со ссылкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link&apos;s text, without HTML</source>
        <translation>Текст ссылки, без HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Related links (yandex:related)</source>
        <translation>Связанные ссылки (yandex:related)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links:</source>
        <translation>Ссылки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. Other pages of the site shown under the article, in this order; each needs a full address, and its text has no HTML.</source>
        <translation>Необязательно. Другие страницы сайта, которые показываются под статьёй в этом порядке; у каждой нужен полный адрес, а в тексте не должно быть HTML.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endless feed of related articles (type=&quot;infinity&quot;)</source>
        <translation>Бесконечная лента связанных статей (type=&quot;infinity&quot;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infinity</source>
        <translation>Бесконечная лента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. Checked writes type=&quot;infinity&quot;: the related articles follow the page as an endless feed instead of a list of links.</source>
        <translation>Необязательно. Флажок записывает type=&quot;infinity&quot;: связанные статьи идут за страницей бесконечной лентой, а не списком ссылок.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turbo details</source>
        <translation>Другие поля Турбо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source (turbo:source)</source>
        <translation>Источник (turbo:source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page&apos;s URL for Metrica, if it differs from the link</source>
        <translation>URL страницы для Метрики, если он отличается от ссылки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The page address Turbo reports to Metrica, when it is not the item&apos;s link.</source>
        <translation>Необязательно. Адрес страницы, который Турбо передаёт в Метрику, если он отличается от ссылки элемента.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Topic (turbo:topic)</source>
        <translation>Тема (turbo:topic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page title for Metrica</source>
        <translation>Заголовок страницы для Метрики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The page title Turbo reports to Metrica.</source>
        <translation>Необязательно. Заголовок страницы, который Турбо передаёт в Метрику.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The full address of this level of the site</source>
        <translation>Полный адрес этого уровня сайта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown for this level</source>
        <translation>Название, которое показывается для этого уровня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breadcrumbs:</source>
        <translation>Хлебные крошки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The path to the page through the site&apos;s sections, from the top down; each step has an address and a name.</source>
        <translation>Необязательно. Путь к странице по разделам сайта, сверху вниз; у каждого шага есть адрес и название.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schema identifier</source>
        <translation>ID схемы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The schema_identifier of the metrics block that holds the breadcrumbs: a name of the site&apos;s own for this set of breadcrumbs.</source>
        <translation>Необязательно. Атрибут schema_identifier блока metrics с хлебными крошками: название этого набора крошек, выбранное самим сайтом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal id</source>
        <translation>ID цели</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service of the counter that records the goal, e.g. yandex</source>
        <translation>Сервис счётчика, который учитывает цель, например yandex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal&apos;s id as set up in the counter (turbo-goal-id)</source>
        <translation>ID цели, заданный в счётчике (turbo-goal-id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A name for the goal</source>
        <translation>Название цели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id of the counter that records the goal, usually the channel&apos;s Metrica counter</source>
        <translation>ID счётчика, который учитывает цель; обычно это счётчик Метрики канала</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goals:</source>
        <translation>Цели:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. Conversion goals (turbo:goal) that the page reports to a Metrica counter.</source>
        <translation>Необязательно. Цели конверсии (turbo:goal), о которых страница сообщает счётчику Метрики.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RSS 2.0 details</source>
        <translation>Другие поля RSS 2.0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A synopsis of the item</source>
        <translation>Краткое содержание элемента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. A short synopsis of the article for RSS readers; the Turbo page is built from the content, not from this.</source>
        <translation>Необязательно. Краткое содержание статьи для читателей RSS; Турбо-страница строится из содержимого, а не из этого описания.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Domain</source>
        <translation>Домен</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The category&apos;s name; a place in a hierarchy is written with slashes, e.g. Garden/Roses</source>
        <translation>Название категории; место в иерархии записывается через косую черту, например Сад/Розы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: the taxonomy the category comes from, often a URL; leave it out rather than empty</source>
        <translation>Необязательно: система категорий, из которой взята категория, часто URL; лучше не указывать, чем оставлять пустым</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Categories:</source>
        <translation>Категории:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The categories the article belongs to, one a row; a category may name the taxonomy it comes from in Domain.</source>
        <translation>Необязательно. Категории статьи, по одной в строке; в столбце «Домен» можно указать систему категорий, из которой взята категория.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A string that identifies the item uniquely</source>
        <translation>Строка, однозначно определяющая элемент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. A string that identifies the item and never changes, so readers can tell it from the others; no two items may share one.</source>
        <translation>Необязательно. Неизменная строка, по которой читатели лент отличают элемент от других; у двух элементов она не может совпадать.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not set: a permalink)</source>
        <translation>(не задано: считается постоянной ссылкой)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true: the GUID is the article&apos;s URL</source>
        <translation>true: GUID — это URL статьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false: the GUID is only an identifier</source>
        <translation>false: GUID — просто идентификатор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GUID is a permalink</source>
        <translation>GUID — постоянная ссылка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the GUID is also the article&apos;s address (isPermaLink). Unset counts as true, so a GUID that is not a URL needs false.</source>
        <translation>Является ли GUID также адресом статьи (isPermaLink). Если не задано, считается true, поэтому GUID, который не является URL, требует false.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments URL</source>
        <translation>URL комментариев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The full address of the page with comments on the article.</source>
        <translation>Необязательно. Полный адрес страницы с комментариями к статье.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enclosure URL</source>
        <translation>URL вложения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An attached media file</source>
        <translation>Прикреплённый медиафайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full http or https address of a media file attached to the item. An enclosure needs its URL, length and type.</source>
        <translation>Полный адрес (http или https) медиафайла, прикреплённого к элементу. Для вложения нужны URL, размер и тип.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enclosure length</source>
        <translation>Размер вложения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size in bytes</source>
        <translation>Размер в байтах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file&apos;s size in bytes, a whole number. An enclosure needs its URL, length and type.</source>
        <translation>Размер прикреплённого файла в байтах, целое число. Для вложения нужны URL, размер и тип.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enclosure type</source>
        <translation>Тип вложения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MIME type, e.g. audio/mpeg</source>
        <translation>MIME-тип, например audio/mpeg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attached file&apos;s MIME type, e.g. audio/mpeg. An enclosure needs its URL, length and type.</source>
        <translation>MIME-тип прикреплённого файла, например audio/mpeg. Для вложения нужны URL, размер и тип.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The channel the item came from</source>
        <translation>Канал, из которого взят элемент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional. The name of the feed the item was taken from, to credit it; it goes with that feed&apos;s address below.</source>
        <translation>Необязательно. Название ленты, из которой взят элемент, — чтобы указать источник; к нему нужен адрес этой ленты ниже.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source URL</source>
        <translation>URL источника</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>That channel&apos;s feed address</source>
        <translation>Адрес ленты этого канала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full address of the feed the item was taken from; required when a source is named.</source>
        <translation>Полный адрес ленты, из которой взят элемент; обязателен, если указан источник.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Item: {0}</source>
        <translation>Элемент: {0}</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../turbo_editor/vocabulary/languages.py" line="+47"/>
        <source>Afar</source>
        <translation>афарский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abkhazian</source>
        <translation>абхазский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avestan</source>
        <translation>авестийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afrikaans</source>
        <translation>африкаанс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Akan</source>
        <translation>акан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amharic</source>
        <translation>амхарский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aragonese</source>
        <translation>арагонский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arabic</source>
        <translation>арабский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assamese</source>
        <translation>ассамский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avaric</source>
        <translation>аварский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aymara</source>
        <translation>аймара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azerbaijani</source>
        <translation>азербайджанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bashkir</source>
        <translation>башкирский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belarusian</source>
        <translation>белорусский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bulgarian</source>
        <translation>болгарский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bihari</source>
        <translation>бихари</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bislama</source>
        <translation>бислама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bambara</source>
        <translation>бамбара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bangla</source>
        <translation>бенгальский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tibetan</source>
        <translation>тибетский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breton</source>
        <translation>бретонский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bosnian</source>
        <translation>боснийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalan</source>
        <translation>каталанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chechen</source>
        <translation>чеченский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chamorro</source>
        <translation>чаморро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corsican</source>
        <translation>корсиканский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cree</source>
        <translation>кри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Czech</source>
        <translation>чешский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Church Slavic</source>
        <translation>церковнославянский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chuvash</source>
        <translation>чувашский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Welsh</source>
        <translation>валлийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Danish</source>
        <translation>датский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>немецкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Divehi</source>
        <translation>мальдивский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dzongkha</source>
        <translation>дзонг-кэ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ewe</source>
        <translation>эве</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greek</source>
        <translation>греческий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English</source>
        <translation>английский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esperanto</source>
        <translation>эсперанто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish</source>
        <translation>испанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estonian</source>
        <translation>эстонский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basque</source>
        <translation>баскский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persian</source>
        <translation>персидский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fula</source>
        <translation>фулах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finnish</source>
        <translation>финский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fijian</source>
        <translation>фиджи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faroese</source>
        <translation>фарерский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French</source>
        <translation>французский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Western Frisian</source>
        <translation>западнофризский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Irish</source>
        <translation>ирландский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scottish Gaelic</source>
        <translation>гэльский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Galician</source>
        <translation>галисийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guarani</source>
        <translation>гуарани</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gujarati</source>
        <translation>гуджарати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manx</source>
        <translation>мэнский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hausa</source>
        <translation>хауса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hebrew</source>
        <translation>иврит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindi</source>
        <translation>хинди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hiri Motu</source>
        <translation>хиримоту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Croatian</source>
        <translation>хорватский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haitian Creole</source>
        <translation>гаитянский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hungarian</source>
        <translation>венгерский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armenian</source>
        <translation>армянский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herero</source>
        <translation>гереро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interlingua</source>
        <translation>интерлингва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Indonesian</source>
        <translation>индонезийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interlingue</source>
        <translation>интерлингве</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Igbo</source>
        <translation>игбо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sichuan Yi</source>
        <translation>носу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inupiaq</source>
        <translation>инупиак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ido</source>
        <translation>идо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Icelandic</source>
        <translation>исландский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>итальянский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inuktitut</source>
        <translation>инуктитут</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>японский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Javanese</source>
        <translation>яванский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Georgian</source>
        <translation>грузинский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kongo</source>
        <translation>конго</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kikuyu</source>
        <translation>кикуйю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kuanyama</source>
        <translation>кунама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kazakh</source>
        <translation>казахский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kalaallisut</source>
        <translation>гренландский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Khmer</source>
        <translation>кхмерский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kannada</source>
        <translation>каннада</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>корейский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kanuri</source>
        <translation>канури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kashmiri</source>
        <translation>кашмири</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kurdish</source>
        <translation>курдский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>коми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cornish</source>
        <translation>корнский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kyrgyz</source>
        <translation>киргизский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latin</source>
        <translation>латинский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luxembourgish</source>
        <translation>люксембургский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ganda</source>
        <translation>ганда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limburgish</source>
        <translation>лимбургский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lingala</source>
        <translation>лингала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lao</source>
        <translation>лаосский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lithuanian</source>
        <translation>литовский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luba-Katanga</source>
        <translation>луба-катанга</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latvian</source>
        <translation>латышский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malagasy</source>
        <translation>малагасийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marshallese</source>
        <translation>маршалльский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Māori</source>
        <translation>маори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Macedonian</source>
        <translation>македонский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malayalam</source>
        <translation>малаялам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mongolian</source>
        <translation>монгольский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marathi</source>
        <translation>маратхи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malay</source>
        <translation>малайский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maltese</source>
        <translation>мальтийский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burmese</source>
        <translation>бирманский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nauru</source>
        <translation>науру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Norwegian Bokmål</source>
        <translation>норвежский букмол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Ndebele</source>
        <translation>северный ндебеле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nepali</source>
        <translation>непальский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ndonga</source>
        <translation>ндонга</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dutch</source>
        <translation>нидерландский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Norwegian Nynorsk</source>
        <translation>нюнорск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Norwegian</source>
        <translation>норвежский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South Ndebele</source>
        <translation>южный ндебеле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Navajo</source>
        <translation>навахо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nyanja</source>
        <translation>ньянджа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Occitan</source>
        <translation>окситанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ojibwa</source>
        <translation>оджибва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oromo</source>
        <translation>оромо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odia</source>
        <translation>ория</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ossetic</source>
        <translation>осетинский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punjabi</source>
        <translation>панджаби</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pali</source>
        <translation>пали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polish</source>
        <translation>польский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pashto</source>
        <translation>пушту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>португальский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quechua</source>
        <translation>кечуа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romansh</source>
        <translation>романшский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rundi</source>
        <translation>рунди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romanian</source>
        <translation>румынский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian</source>
        <translation>русский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinyarwanda</source>
        <translation>киньяруанда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sanskrit</source>
        <translation>санскрит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sardinian</source>
        <translation>сардинский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sindhi</source>
        <translation>синдхи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Northern Sami</source>
        <translation>северносаамский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sango</source>
        <translation>санго</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sinhala</source>
        <translation>сингальский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slovak</source>
        <translation>словацкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slovenian</source>
        <translation>словенский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samoan</source>
        <translation>самоанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shona</source>
        <translation>шона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Somali</source>
        <translation>сомали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Albanian</source>
        <translation>албанский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serbian</source>
        <translation>сербский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swati</source>
        <translation>свази</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Southern Sotho</source>
        <translation>южный сото</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sundanese</source>
        <translation>сунданский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swedish</source>
        <translation>шведский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swahili</source>
        <translation>суахили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tamil</source>
        <translation>тамильский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Telugu</source>
        <translation>телугу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tajik</source>
        <translation>таджикский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thai</source>
        <translation>тайский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tigrinya</source>
        <translation>тигринья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkmen</source>
        <translation>туркменский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tagalog</source>
        <translation>тагалог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tswana</source>
        <translation>тсвана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tongan</source>
        <translation>тонганский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkish</source>
        <translation>турецкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tsonga</source>
        <translation>тсонга</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tatar</source>
        <translation>татарский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twi</source>
        <translation>тви</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tahitian</source>
        <translation>таитянский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uyghur</source>
        <translation>уйгурский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ukrainian</source>
        <translation>украинский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Urdu</source>
        <translation>урду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uzbek</source>
        <translation>узбекский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Venda</source>
        <translation>венда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vietnamese</source>
        <translation>вьетнамский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volapük</source>
        <translation>волапюк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walloon</source>
        <translation>валлонский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wolof</source>
        <translation>волоф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xhosa</source>
        <translation>коса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yiddish</source>
        <translation>идиш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yoruba</source>
        <translation>йоруба</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zhuang</source>
        <translation>чжуань</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>китайский</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zulu</source>
        <translation>зулу</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <location filename="../../turbo_editor/ui/forms/lists.py" line="+57"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Edit {0}</source>
        <translation>изменение поля «{0}»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add row</source>
        <translation>добавление строки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove rows</source>
        <translation>удаление строк</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move row</source>
        <translation>перемещение строки</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../turbo_editor/ui/main_window.py" line="+92"/>
        <source>Feed</source>
        <translation>Лента</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Feed</source>
        <translation>&amp;Лента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Problems</source>
        <translation>&amp;Проблемы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>XML</source>
        <translation>XML</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;XML</source>
        <translation>&amp;XML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pre&amp;view</source>
        <translation>П&amp;росмотр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Site</source>
        <translation>Сайт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Site</source>
        <translation>&amp;Сайт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import report</source>
        <translation>Отчёт об импорте</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Import &amp;report</source>
        <translation>&amp;Отчёт об импорте</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>{0}[*] — Turbo Editor</source>
        <translation>{0}[*] — Редактор Турбо</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} (as the file was read)</source>
        <extracomment>File ▸ Encoding: the file&apos;s own encoding (ISO-8859-1), kept when it is saved.</extracomment>
        <translation>{0} (в которой файл прочитан)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fix the XML first: it is not well-formed.</source>
        <translation>Сначала исправьте XML: он некорректен.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>The XML pane holds text that is not well-formed ({0}); fix it there to edit the forms again.</source>
        <translation>В панели XML некорректный текст ({0}); исправьте его там, чтобы снова редактировать формы.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Autosave could not write a copy of the unsaved work to {0}: {1}. Until it can, a crash loses it; save your work.</source>
        <translation>Автосохранение не смогло записать копию несохранённой работы в {0}: {1}. Пока оно не сможет, сбой приведёт к её потере; сохраните свою работу.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Turbo Editor</source>
        <translation>О программе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Turbo Editor {0}&lt;/h3&gt;&lt;p&gt;An editor for RSS 2.0 feeds with the Yandex Turbo extension: forms for every field, lossless saving in UTF-8, Windows-1251 and KOI8-R.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Редактор Турбо {0}&lt;/h3&gt;&lt;p&gt;Правка лент RSS 2.0 с расширением Яндекс Турбо: формы для каждого поля, сохранение без потерь в UTF-8, Windows-1251 и KOI8-R.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PingDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/ping_dialog.py" line="+27"/>
        <source>Ping services</source>
        <translation>Пинг сервисов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ping once the files are uploaded: each service fetches the feed as soon as it is told, and finds the old one until then.</source>
        <translation>Отправляйте пинг, когда файлы уже загружены на сайт: сервис загружает ленту сразу, как получит пинг, а до загрузки найдёт старую.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Ping</source>
        <translation>&amp;Отправить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feed &amp;URLs:</source>
        <translation>&amp;Адреса ленты:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ping en&amp;dpoints:</source>
        <translation>А&amp;дреса для пинга:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Enter the feed&apos;s URL: the services fetch the feed from there.</source>
        <translation>Укажите адрес ленты: сервисы загрузят ленту оттуда.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter the services to ping, one a line: “rest” and a URL with {url}, or “xmlrpc” and an XML-RPC endpoint.</source>
        <translation>Укажите сервисы для пинга, по одному в строке: «rest» и адрес с {url} или «xmlrpc» и адрес XML-RPC.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pinging %n service(s)…</source>
        <translation>
            <numerusform>Отправка пинга в %n сервис…</numerusform>
            <numerusform>Отправка пинга в %n сервиса…</numerusform>
            <numerusform>Отправка пинга в %n сервисов…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ping failed: {0}</source>
        <translation>Пинг не удался: {0}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/preferences.py" line="+27"/>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the system ({0})</source>
        <translation>Как в системе ({0})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer&apos;s ({0})</source>
        <translation>Как на компьютере ({0})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auto (Turbo when the feed uses it)</source>
        <translation>Авто (Турбо, если лента его использует)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turbo</source>
        <translation>Турбо</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load &amp;remote images in the preview without asking</source>
        <translation>&amp;Загружать внешние изображения в просмотре без запроса</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Interface &amp;language:</source>
        <translation>&amp;Язык интерфейса:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Encoding of new feeds:</source>
        <translation>&amp;Кодировка новых лент:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time zone for new dates:</source>
        <translation>&amp;Часовой пояс новых дат:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Validation profile:</source>
        <translation>&amp;Профиль проверки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Items per exported file:</source>
        <translation>&amp;Элементов в файле экспорта:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ping endpoints:</source>
        <translation>&amp;Адреса для пинга:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Интервал автосохранения:</translation>
    </message>
    <message>
        <location line="-12"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often unsaved changes are kept for recovery after a crash</source>
        <translation>Как часто сохранять копию несохранённых изменений для восстановления после сбоя</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The interface language changes the next time the editor starts.</source>
        <translation>Язык интерфейса сменится при следующем запуске редактора.</translation>
    </message>
</context>
<context>
    <name>PreviewPane</name>
    <message>
        <location filename="../../turbo_editor/ui/preview_pane.py" line="+137"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Desktop</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Load remote images</source>
        <translation>Загружать внешние изображения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Images come from the sites in the feed; they load only after you allow it, for this session</source>
        <translation>Изображения загружаются с сайтов из ленты — только с вашего разрешения и только в этом сеансе</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select an item to see its Turbo page.</source>
        <translation>Выберите элемент, чтобы увидеть его Турбо-страницу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The XML does not parse: this is the page as it was before the text stopped parsing.</source>
        <translation>XML не разбирается: это страница такой, какой она была до того, как текст перестал разбираться.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Open link</source>
        <translation>Открыть ссылку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The preview does not follow links. Open {0} in your browser?</source>
        <translation>Просмотр не переходит по ссылкам. Открыть {0} в браузере?</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../../turbo_editor/ui/problems.py" line="-187"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>замечание</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>How to fix</source>
        <translation>Как исправить</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Filter problems…</source>
        <translation>Фильтр проблем…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show the problems of the rules ignored for this feed, greyed</source>
        <translation>Показать серым проблемы по правилам, которые игнорируются для этой ленты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick fix</source>
        <translation>Исправить</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+87"/>
        <source>Explain rule…</source>
        <translation>Описание правила…</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Ignored ({0})</source>
        <translation>Игнорируемые ({0})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No automatic fix for this problem</source>
        <translation>Для этой проблемы нет автоматического исправления</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go to the problem</source>
        <translation>Перейти к проблеме</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick fix: {0}</source>
        <translation>Быстрое исправление: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ignore rule {0} for this feed</source>
        <translation>Игнорировать правило {0} для этой ленты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop ignoring rule {0}</source>
        <translation>Больше не игнорировать правило {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ignored for every feed in this folder (.turbo-editor.toml)</source>
        <translation>Игнорируется для всех лент в этой папке (.turbo-editor.toml)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rule {0}</source>
        <translation>Правило {0}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../turbo_editor/ui/i18n.py" line="+47"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-4"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Имя папки:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Не сохранять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t Save</source>
        <translation>Не сохранять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>Закрыть без сохранения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>Recoverable</name>
    <message>
        <location filename="../../turbo_editor/ui/recovery.py" line="+147"/>
        <source>on disk: {0}</source>
        <translation>на диске: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on disk: nothing (a new feed)</source>
        <translation>на диске: ничего (новая лента)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the recovered copy</source>
        <translation>восстановленная копия</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no lines on disk</source>
        <translation>на диске строк нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no lines in the copy</source>
        <translation>в копии строк нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line {0} on disk</source>
        <translation>строка {0} на диске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line {0} in the copy</source>
        <translation>строка {0} в копии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lines {0}–{1} on disk</source>
        <translation>строки {0}–{1} на диске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lines {0}–{1} in the copy</source>
        <translation>строки {0}–{1} в копии</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/recovery_dialog.py" line="+38"/>
        <source>Recover unsaved work</source>
        <translation>Восстановление несохранённой работы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turbo Editor did not close normally. These feeds had unsaved changes:</source>
        <translation>Редактор Турбо завершил работу некорректно. В этих лентах остались несохранённые изменения:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>What differs from the file on disk (lines starting with “-” are only on disk, with “+” only in the recovered copy):</source>
        <translation>Отличия от файла на диске (строки, начинающиеся с «-», есть только на диске, а с «+» — только в восстановленной копии):</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Discard the copy</source>
        <translation>Удаление копии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the recovered copy of {0} for good? What it holds that the file does not is lost.</source>
        <translation>Удалить восстановленную копию «{0}» насовсем? То, что в ней есть, а в файле нет, пропадёт.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The copy was not deleted</source>
        <translation>Копия не удалена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} could not be deleted: {1}.

It will be offered again at the next start; you may delete it yourself.</source>
        <translation>Не удалось удалить {0}: {1}.

Копия будет предложена снова при следующем запуске; её можно удалить вручную.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>This feed was never saved: all of it is new.</source>
        <translation>Эта лента ни разу не сохранялась: вся она новая.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Untitled: “{0}”</source>
        <translation>Без имени: «{0}»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Recover</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decide &amp;later</source>
        <translation>Решить &amp;позже</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{0} is no longer there: the whole copy is shown as new.</source>
        <translation>Файла {0} больше нет: вся копия показана как новая.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} cannot be read ({1}): the whole copy is shown as new.</source>
        <translation>Файл {0} не читается ({1}): вся копия показана как новая.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Once recovered, it is saved in {0}.</source>
        <translation>После восстановления она сохраняется в {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(no differences)</source>
        <translation>(отличий нет)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../turbo_editor/ui/rules_dialog.py" line="+85"/>
        <source>Validation rules</source>
        <translation>Правила проверки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find a rule by its id or by words from its text</source>
        <translation>Найти правило по идентификатору или по словам из его текста</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n rule(s).</source>
        <translation>
            <numerusform>%n правило.</numerusform>
            <numerusform>%n правила.</numerusform>
            <numerusform>%n правил.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No rule matches “{0}”.</source>
        <translation>Ни одно правило не подходит под «{0}».</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of {0} rules match.</source>
        <translation>
            <numerusform>Подходит %n правило из {0}.</numerusform>
            <numerusform>Подходят %n правила из {0}.</numerusform>
            <numerusform>Подходят %n правил из {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitePanel</name>
    <message>
        <location filename="../../turbo_editor/ui/site_panel.py" line="+46"/>
        <source>The feed&apos;s URL (from the channel&apos;s self link)</source>
        <translation>URL ленты (из ссылки self канала)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste robots.txt here, open it from a file, or fetch it from the site</source>
        <translation>Вставьте сюда robots.txt, откройте его из файла или загрузите с сайта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open file…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fetch from site</source>
        <translation>Загрузить с сайта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Copy suggested robots.txt</source>
        <translation>Копировать robots.txt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy diff</source>
        <translation>Копировать изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggest one file fixing all</source>
        <translation>Исправить всё одним файлом</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Feed URL:</source>
        <translation>URL ленты:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open robots.txt</source>
        <translation>Открыть robots.txt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Enter the feed&apos;s URL first: robots.txt is fetched from its site.</source>
        <translation>Сначала укажите URL ленты: robots.txt загружается с её сайта.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fetching {0}…</source>
        <translation>Загрузка {0}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not fetch robots.txt: {0}</source>
        <translation>Не удалось загрузить robots.txt: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: HTTP {1}, so the site has no robots.txt and Yandex treats the whole site as allowed. The box is left as it was.</source>
        <translation>{0}: HTTP {1} — на сайте нет robots.txt, и Яндекс считает разрешённым весь сайт. Текст в поле оставлен как был.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HTTP {0}</source>
        <translation>HTTP {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not fetch {0}: {1}. Nothing was changed; check the address and the connection, or paste the file.</source>
        <translation>Не удалось загрузить {0}: {1}. Ничего не изменено; проверьте адрес и подключение или вставьте файл вручную.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Changed since the last check: press Check.</source>
        <translation>Изменено после последней проверки: нажмите «Проверить».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {0}, {1}: {2}</source>
        <translation>Строка {0}, {1}: {2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No feed URL: only the item links were checked.</source>
        <translation>URL ленты не указан: проверены только ссылки элементов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YandexBot may fetch the feed.</source>
        <translation>YandexBot может загружать ленту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YandexBot may NOT fetch the feed ({0}).</source>
        <translation>YandexBot НЕ может загружать ленту ({0}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yandex ignores this robots.txt as a whole ({0}): none of its rules apply.</source>
        <translation>Яндекс пропускает этот robots.txt целиком ({0}): ни одно его правило не действует.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No problems found.</source>
        <translation>Проблем не найдено.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n problem(s).</source>
        <translation>
            <numerusform>%n проблема.</numerusform>
            <numerusform>%n проблемы.</numerusform>
            <numerusform>%n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No automatic change fixes this one; see the message.</source>
        <translation>Автоматически это не исправить; см. сообщение.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to change, or no change fixes these problems.</source>
        <translation>Менять нечего, или эти проблемы не исправить правкой файла.</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../../turbo_editor/ui/status_bar.py" line="+29"/>
        <source>Encoding the file is saved in (File ▸ Encoding)</source>
        <translation>Кодировка, в которой сохраняется файл (Файл ▸ Кодировка)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Validation profile: auto picks Turbo when the feed uses its namespace</source>
        <translation>Профиль проверки: «авто» выбирает Турбо, если лента использует его пространство имён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile: auto</source>
        <translation>Профиль: авто</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile: Turbo</source>
        <translation>Профиль: Турбо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile: RSS 2.0</source>
        <translation>Профиль: RSS 2.0</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Not well-formed XML</source>
        <translation>XML с ошибками</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n элемент</numerusform>
            <numerusform>%n элемента</numerusform>
            <numerusform>%n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checked as XML</source>
        <translation>Проверено как XML</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checked as Turbo</source>
        <translation>Проверено как Турбо-лента</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked as RSS 2.0</source>
        <translation>Проверено как RSS 2.0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked automatically</source>
        <translation>Проверено автоматически</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking… {0}%</source>
        <translation>Проверка… {0}%</translation>
    </message>
</context>
<context>
    <name>XmlEditor</name>
    <message>
        <location filename="../../turbo_editor/ui/xml_editor.py" line="+365"/>
        <source>Comment or uncomment lines</source>
        <translation>Закомментировать или раскомментировать строки</translation>
    </message>
</context>
<context>
    <name>XmlPane</name>
    <message>
        <location filename="../../turbo_editor/ui/xml_pane.py" line="+174"/>
        <source>Replace HTML entities with characters</source>
        <translation>Заменить HTML-сущности символами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;nbsp;, &amp;laquo; and the like are HTML, not XML</source>
        <translation>&amp;nbsp;, &amp;laquo; и подобные — это HTML, а не XML</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The XML is not well-formed — {0}. The forms wait until it is fixed; nothing you typed is changed.</source>
        <translation>XML некорректен — {0}. Формы недоступны, пока он не исправлен; введённый текст не изменяется.</translation>
    </message>
    <message>
        <location line="+624"/>
        <source>Go to line</source>
        <translation>Переход к строке</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line:</source>
        <translation>Строка:</translation>
    </message>
</context>
<context>
    <name>_TypedForm</name>
    <message>
        <location filename="../../turbo_editor/vocabulary/services.py" line="+46"/>
        <source>Yandex Metrica</source>
        <translation>Яндекс Метрика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numeric counter number, e.g. 44147844</source>
        <translation>Номер счётчика, например 44147844</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visit parameters as a JSON object, e.g. {&quot;section&quot;:&quot;news&quot;}</source>
        <translation>Параметры визита в виде объекта JSON, например {&quot;section&quot;:&quot;news&quot;}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name of a named counter (optional)</source>
        <translation>Имя именованного счётчика (необязательно)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracking id, e.g. UA-12345678-9 or G-XXXXXXX</source>
        <translation>Идентификатор отслеживания, например UA-12345678-9 или G-XXXXXXX</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Numeric counter id</source>
        <translation>Числовой ID счётчика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Project id with the -turbo suffix, e.g. example-turbo</source>
        <translation>ID проекта с суффиксом -turbo, например id=&quot;example-turbo&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom pixel</source>
        <translation>Свой пиксель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the counter&apos;s pixel</source>
        <translation>Адрес пикселя счётчика</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yandex Advertising Network</source>
        <translation>Рекламная сеть Яндекса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block id, e.g. R-A-123456-1</source>
        <translation>ID блока, например R-A-123456-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place name used in content, e.g. first_ad_place</source>
        <translation>Имя места в содержимом, например first_ad_place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place name used in content, e.g. second_ad_place</source>
        <translation>Имя места в содержимом, например second_ad_place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AdFox code: a div and the window.Ya.adfoxCode.create script</source>
        <translation>Код AdFox: div и скрипт window.Ya.adfoxCode.create</translation>
    </message>
    <message>
        <location filename="../../turbo_editor/ui/forms/ads.py" line="-55"/>
        <source>Turbo knows no type “{0}”: choose one from the list to see what it uses</source>
        <translation>Турбо не знает тип «{0}»: выберите тип из списка, чтобы увидеть, какие поля он использует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No type is set: choose one from the list to see what it uses</source>
        <translation>Тип не указан: выберите его из списка, чтобы увидеть, какие поля он использует</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not used by this type: clear it, or choose another type</source>
        <translation>Этот тип не использует поле: очистите его или выберите другой тип</translation>
    </message>
</context>
</TS>
