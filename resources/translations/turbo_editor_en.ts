<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ExportAnywayDialog</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/publish_dialogs.py" line="+413"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <location line="-273"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportReportDialog</name>
    <message numerus="yes">
        <location line="+312"/>
        <source>%n file(s) written to {0} in {1} despite errors.</source>
        <translation>
            <numerusform>%n file written to {0} in {1} despite errors.</numerusform>
            <numerusform>%n files written to {0} in {1} despite errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n file(s) written to {0} in {1}.</source>
        <translation>
            <numerusform>%n file written to {0} in {1}.</numerusform>
            <numerusform>%n files written to {0} in {1}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeedCommands</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/feed_commands.py" line="+65"/>
        <source>Duplicate %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>Duplicate %n item</numerusform>
            <numerusform>Duplicate %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Delete %n node(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>Delete %n node</numerusform>
            <numerusform>Delete %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Move %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>Move %n item</numerusform>
            <numerusform>Move %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>Paste %n item(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>Paste %n item</numerusform>
            <numerusform>Paste %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Paste %n node(s)</source>
        <extracomment>An undo step, shown as &quot;Undo {step}&quot; and &quot;Redo {step}&quot;: in Russian the accusative (Отменить вставку …).</extracomment>
        <translation>
            <numerusform>Paste %n node</numerusform>
            <numerusform>Paste %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/find_bar.py" line="+179"/>
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PingDialog</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/ping_dialog.py" line="+78"/>
        <source>Pinging %n service(s)…</source>
        <translation>
            <numerusform>Pinging %n service…</numerusform>
            <numerusform>Pinging %n services…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/rules_dialog.py" line="+113"/>
        <source>%n rule(s).</source>
        <translation>
            <numerusform>%n rule.</numerusform>
            <numerusform>%n rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n of {0} rules match.</source>
        <translation>
            <numerusform>%n of {0} rules matches.</numerusform>
            <numerusform>%n of {0} rules match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitePanel</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/site_panel.py" line="+262"/>
        <source>%n problem(s).</source>
        <translation>
            <numerusform>%n problem.</numerusform>
            <numerusform>%n problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message numerus="yes">
        <location filename="../../turbo_editor/ui/status_bar.py" line="+120"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
