<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CliTr</name>
    <message>
        <location filename="../app/cli/cmd_whatif.cpp" line="+121"/>
        <source>%1 of %2 scenarios</source>
        <translation>%1 von %2 Szenarien</translation>
    </message>
</context>
<context>
    <name>InterruptionWeightBox</name>
    <message>
        <location filename="../widgets/common/interruption_weight_box.cpp" line="+25"/>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much an hour of the service interrupted counts against an hour of the two jobs overlapping. The cost is the chain&apos;s GPUs × (weight × hours interrupted + hours of overlap), in GPU-hours: 1 counts both the same, 4 fears interruption four times as much.</source>
        <translation>Wie viel eine Stunde Dienstunterbrechung gegenüber einer Stunde Überlappung beider Jobs zählt. Die Kosten sind die GPUs der Kette × (Gewicht × unterbrochene Stunden + Stunden Überlappung), in GPU-Stunden: 1 zählt beides gleich, 4 fürchtet Unterbrechung viermal so sehr.</translation>
    </message>
</context>
<context>
    <name>Mirage::Cli</name>
    <message>
        <location filename="../app/cli/cmd_demo.cpp" line="+71"/>
        <source>Show the built-in demo cluster: partitions, node states and queue.</source>
        <translation>Den eingebauten Demo-Cluster zeigen: Partitionen, Knotenzustände und Warteschlange.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="+145"/>
        <location filename="../app/cli/cmd_demo.cpp" line="+1"/>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+145"/>
        <location filename="../app/cli/cmd_forecast.cpp" line="+24"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+63"/>
        <location filename="../app/cli/cmd_history.cpp" line="+37"/>
        <location line="+44"/>
        <location filename="../app/cli/cmd_import.cpp" line="+73"/>
        <location filename="../app/cli/cmd_info.cpp" line="+19"/>
        <location filename="../app/cli/cmd_risk.cpp" line="+140"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+33"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="-48"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_demo.cpp" line="+2"/>
        <source>Also write the demo&apos;s state as a Mirage snapshot JSON file, for the --snapshot FILE of forecast, risk and report.</source>
        <translation>Den Zustand der Demo zusätzlich als Mirage-Snapshot-JSON-Datei schreiben, für --snapshot DATEI von forecast, risk und report.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cluster %1: %2 nodes, %3 of %4 GPUs in use, %5 running, %6 pending</source>
        <translation>Cluster %1: %2 Knoten, %3 von %4 GPUs belegt, %5 laufend, %6 wartend</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy</source>
        <translation>belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max time</source>
        <translation>max. Zeit</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../app/cli/cmd_history.cpp" line="+67"/>
        <source>JOBID</source>
        <translation>JOBID</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <source>PARTITION</source>
        <translation>PARTITION</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_history.cpp" line="-1"/>
        <source>USER</source>
        <translation>BENUTZER</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_history.cpp" line="+0"/>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <source>NODES</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUS/NODE</source>
        <translation>GPUS/KNOTEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LIMIT</source>
        <translation>LIMIT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>START (UTC) / REASON</source>
        <translation>START (UTC) / GRUND</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The built-in demo cluster&apos;s partitions and queue</source>
        <translation>Partitionen und Warteschlange des eingebauten Demo-Clusters</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="-1"/>
        <source>Show the versions of Mirage and its libraries and where its data lives.</source>
        <translation>Die Versionen von Mirage und seinen Bibliotheken zeigen und wo seine Daten liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do not load the machine-learning library (fast).</source>
        <translation>Die Bibliothek für maschinelles Lernen nicht laden (schnell).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(not loaded)</source>
        <translation>(nicht geladen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not available)</source>
        <translation>(nicht verfügbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirage %1</source>
        <translation>Mirage %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt %1, SQLite %2</source>
        <translation>Qt %1, SQLite %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>libtorch %1, XGBoost %2</source>
        <translation>libtorch %1, XGBoost %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA devices: %1</source>
        <translation>CUDA-Geräte: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder: %1</source>
        <translation>Datenordner: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine-learning library: %1</source>
        <translation>Bibliothek für maschinelles Lernen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Versions of Mirage and its libraries, data folder, CUDA</source>
        <translation>Versionen von Mirage und seinen Bibliotheken, Datenordner, CUDA</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="+25"/>
        <source>Usage: mirage-cli &lt;command&gt; [options]</source>
        <translation>Aufruf: mirage-cli &lt;Befehl&gt; [Optionen]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirage keeps long GPU services alive on Slurm clusters: it forecasts queue waits and advises when to submit the next job of a chain.</source>
        <translation>Mirage hält lange GPU-Dienste auf Slurm-Clustern am Leben: Es sagt Wartezeiten in der Warteschlange voraus und rät, wann der nächste Job einer Kette abgeschickt werden sollte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this help; `mirage-cli &lt;command&gt; --help` shows a command&apos;s options.</source>
        <translation>Diese Hilfe zeigen; `mirage-cli &lt;Befehl&gt; --help` zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the version.</source>
        <translation>Die Version zeigen.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>mirage-cli: &apos;%1&apos; is not UTF-8 text; Mirage reads names and paths as UTF-8, so rename the file or give a link to it whose name is UTF-8</source>
        <translation>mirage-cli: „%1“ ist kein UTF-8-Text; Mirage liest Namen und Pfade als UTF-8: Benennen Sie die Datei um oder geben Sie einen Link auf sie an, dessen Name UTF-8 ist</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>mirage-cli %1: out of memory; give smaller sizes or a smaller window</source>
        <translation>mirage-cli %1: Speicher erschöpft; geben Sie kleinere Größen oder ein kleineres Fenster an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mirage-cli: unknown command &apos;%1&apos;; `mirage-cli --help` lists the commands</source>
        <translation>mirage-cli: unbekannter Befehl „%1“; `mirage-cli --help` listet die Befehle auf</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_options.cpp" line="+14"/>
        <source>Show this command&apos;s options.</source>
        <translation>Die Optionen dieses Befehls zeigen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The SQLite store (default: mirage.sqlite in the data folder).</source>
        <translation>Der SQLite-Speicher (Vorgabe: mirage.sqlite im Datenordner).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 &apos;%2&apos; is not a time: give 2023-03-01, 2023-03-01T12:00:00 (UTC), 2023-03-01T12:00:00+02:00 or epoch seconds</source>
        <translation>--%1 &apos;%2&apos; ist keine Zeitangabe: geben Sie 2023-03-01, 2023-03-01T12:00:00 (UTC), 2023-03-01T12:00:00+02:00 oder Epochensekunden an</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown time zone &apos;%1&apos;: give an IANA name such as America/Chicago, Europe/Berlin or UTC (abbreviations such as CST are ambiguous)</source>
        <translation>unbekannte Zeitzone &apos;%1&apos;: geben Sie einen IANA-Namen an, etwa America/Chicago, Europe/Berlin oder UTC (Abkürzungen wie CST sind mehrdeutig)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Zone of %1: an IANA name such as America/Chicago (default UTC, as for every command).</source>
        <translation>Zone %1: ein IANA-Name wie America/Chicago (Vorgabe UTC, wie bei jedem Befehl).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: how much an hour of the service interrupted counts against an hour of overlap; the cost is the chain&apos;s GPUs × (weight × gap hours + overlap hours), in GPU-hours. 0 to %2 (default %3).</source>
        <translation>%1: wie viel eine Stunde Dienstunterbrechung gegenüber einer Stunde Überlappung zählt; die Kosten sind die GPUs der Kette × (Gewicht × Lückenstunden + Überlappungsstunden), in GPU-Stunden. 0 bis %2 (Standard %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain&apos;s own</source>
        <translation>das der Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--weight must be a number from 0 to %1, not &apos;%2&apos;</source>
        <translation>--weight muss eine Zahl von 0 bis %1 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 and %2 cannot be used together</source>
        <translation>%1 und %2 können nicht zusammen verwendet werden</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_history.cpp" line="-113"/>
        <source>List the clusters in the store with their job history.</source>
        <translation>Die Cluster im Speicher mit ihrer Job-Geschichte auflisten.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The store %1 holds no clusters yet: `mirage-cli import FILE` adds one.</source>
        <translation>Der Speicher %1 enthält noch keine Cluster: `mirage-cli import DATEI` fügt einen hinzu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 jobs submitted %3 … %4 (%5)</source>
        <translation>%1: %2 Jobs, abgeschickt %3 … %4 (%5)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>List the stored jobs of a cluster, oldest submission first.</source>
        <translation>Die gespeicherten Jobs eines Clusters auflisten, die ältesten zuerst.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="-18"/>
        <source>The cluster (see `mirage-cli clusters`).</source>
        <translation>Der Cluster (siehe `mirage-cli clusters`).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unknown --state &apos;%1&apos; (%2)</source>
        <translation>unbekannter --state &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--limit must be a whole number ≥ 0</source>
        <translation>--limit muss eine ganze Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>SUBMIT (UTC)</source>
        <translation>ABGESCHICKT (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>START (UTC)</source>
        <translation>START (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUS</source>
        <translation>GPUS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the first %1 jobs; --limit N for more, --limit 0 for all)</source>
        <translation>(die ersten %1 Jobs; --limit N für mehr, --limit 0 für alle)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="-121"/>
        <location line="+5"/>
        <location line="+17"/>
        <location line="+152"/>
        <location filename="../app/cli/cmd_evaluate.cpp" line="-45"/>
        <location line="+3"/>
        <location filename="../app/cli/cmd_history.cpp" line="-81"/>
        <location filename="../app/cli/cmd_import.cpp" line="-11"/>
        <location line="+6"/>
        <location filename="../app/cli/cmd_report.cpp" line="+22"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+18"/>
        <location line="+1"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+1"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="+6"/>
        <location filename="../app/cli/evaluate_array.h" line="+20"/>
        <location filename="../app/cli/snapshot_options.cpp" line="+14"/>
        <location line="+46"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+78"/>
        <source>Only jobs submitted at or after this time (UTC).</source>
        <translation>Nur Jobs, die zu oder nach dieser Zeit (UTC) abgeschickt wurden.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+3"/>
        <location line="+1"/>
        <location line="+5"/>
        <location line="+4"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="-41"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+1"/>
        <location line="+2"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+3"/>
        <location line="+2"/>
        <location filename="../app/cli/snapshot_options.cpp" line="-42"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <source>Only jobs in this state (COMPLETED, TIMEOUT, …).</source>
        <translation>Nur Jobs in diesem Zustand (COMPLETED, TIMEOUT, …).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most this many jobs (default 100, 0: all).</source>
        <translation>Höchstens so viele Jobs (Vorgabe 100, 0: alle).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="-163"/>
        <location line="+1"/>
        <location line="+3"/>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+1"/>
        <location line="+3"/>
        <location line="+5"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+7"/>
        <location line="+2"/>
        <location line="+5"/>
        <location filename="../app/cli/cmd_history.cpp" line="+1"/>
        <location filename="../app/cli/cmd_import.cpp" line="+4"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="-13"/>
        <location line="+4"/>
        <location line="+30"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+2"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="+4"/>
        <location filename="../app/cli/evaluate_array.h" line="+4"/>
        <location filename="../app/cli/snapshot_options.cpp" line="+43"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_history.cpp" line="-58"/>
        <source>there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)</source>
        <translation>unter %1 gibt es keinen Speicher (importieren Sie zuerst eine Spur: mirage-cli import DATEI, oder geben Sie --db an)</translation>
    </message>
    <message>
        <location line="+168"/>
        <source>The clusters in the store and their job history</source>
        <translation>Die Cluster im Speicher und ihre Job-Geschichte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stored jobs of a cluster</source>
        <translation>Die gespeicherten Jobs eines Clusters</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_import.cpp" line="+7"/>
        <source>Import a workload trace into the store: all of it or nothing.</source>
        <translation>Eine Lastaufzeichnung in den Speicher importieren: ganz oder gar nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trace, plain or gzip-compressed.</source>
        <translation>Die Aufzeichnung, unkomprimiert oder mit gzip komprimiert.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>auto (default), swf, sacct, mirage-log, eagle-csv.</source>
        <translation>auto (Vorgabe), swf, sacct, mirage-log, eagle-csv.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/cmd_report.cpp" line="-2"/>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster&apos;s name (default: the file&apos;s name).</source>
        <translation>Der Name des Clusters (Vorgabe: der Name der Datei).</translation>
    </message>
    <message>
        <location filename="../app/cli/cli_options.cpp" line="-34"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+6"/>
        <source>zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_import.cpp" line="+1"/>
        <source>the file&apos;s times, and the cluster&apos;s</source>
        <translation>der Zeiten der Datei und des Clusters</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The partition of jobs whose trace names none (SWF, Mirage log; default batch, as every command calls it).</source>
        <translation>Die Partition von Jobs, deren Aufzeichnung keine nennt (SWF, Mirage-Log; Vorgabe batch, wie jeder Befehl sie nennt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per node, for a trace without GPU counts (the LS6 log: 3): each such job then asks for nodes × this many.</source>
        <translation>GPUs pro Knoten, für eine Aufzeichnung ohne GPU-Anzahlen (das LS6-Log: 3): jeder solche Job fordert dann Knoten × so viele an.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>mirage-cli import: give exactly one file</source>
        <translation>mirage-cli import: Geben Sie genau eine Datei an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mirage-cli import: unknown format &apos;%1&apos; (auto, swf, sacct, mirage-log, eagle-csv)</source>
        <translation>mirage-cli import: unbekanntes Format „%1“ (auto, swf, sacct, mirage-log, eagle-csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>mirage-cli import: --partition needs a name</source>
        <translation>mirage-cli import: --partition braucht einen Namen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>importing… %1%</source>
        <translation>Import läuft … %1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>; give --format if it is one of them</source>
        <translation>; geben Sie --format an, wenn es eines davon ist</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Imported %1 jobs into cluster &apos;%2&apos; (%3 format) in %4 s; %5 already stored, %6 lines skipped.</source>
        <translation>%1 Jobs in den Cluster „%2“ importiert (Format %3) in %4 s; %5 schon gespeichert, %6 Zeilen übersprungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Submissions from %1 to %2.</source>
        <translation>Abgeschickt von %1 bis %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  line %1: %2</source>
        <translation>  Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  … and %1 more skipped lines (--json lists up to 1000)</source>
        <translation>  … und %1 weitere übersprungene Zeilen (--json listet bis zu 1000)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Import a trace (SWF, sacct, Mirage log, Eagle CSV) into the store</source>
        <translation>Eine Aufzeichnung (SWF, sacct, Mirage-Log, Eagle-CSV) in den Speicher importieren</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+33"/>
        <source>Take snapshots of a cluster&apos;s partitions, nodes and queue and store them.</source>
        <translation>Schnappschüsse der Partitionen, Knoten und Warteschlange eines Clusters aufnehmen und speichern.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast.cpp" line="-3"/>
        <source>The request: partition=NAME,nodes=N,gpus=G (per node),time=LIMIT.</source>
        <translation>Die Anforderung: partition=NAME,nodes=N,gpus=G (je Knoten),time=LIMIT.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_report.cpp" line="+11"/>
        <location filename="../app/cli/cmd_risk.cpp" line="-18"/>
        <source>spec</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Calibrated by %1 starts seen on this cluster.</source>
        <translation>Kalibriert durch %1 auf diesem Cluster beobachtete Starts.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="-15"/>
        <source>The chain&apos;s name.</source>
        <translation>Der Name der Kette.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="-48"/>
        <location filename="../app/cli/snapshot_options.cpp" line="-53"/>
        <source>local (default) or ssh://[user@]host[:port].</source>
        <translation>local (Vorgabe) oder ssh://[benutzer@]rechner[:port].</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+1"/>
        <location filename="../app/cli/snapshot_options.cpp" line="+0"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The partition.</source>
        <translation>Die Partition.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An sbatch script (repeat for a different script per link; the last one runs for the remaining links).</source>
        <translation>Ein sbatch-Skript (wiederholen für ein eigenes Skript je Glied; das letzte läuft für die übrigen Glieder).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many jobs in all (default 2).</source>
        <translation>Wie viele Jobs insgesamt (Standard 2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes per job (default 1).</source>
        <translation>Knoten pro Job (Standard 1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each job&apos;s time limit, in Slurm&apos;s syntax.</source>
        <translation>Das Zeitlimit jedes Jobs, in Slurm-Syntax.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When to submit each successor: %1 (default risk-optimal: the lead of least expected cost at --weight).</source>
        <translation>Wann jeder Nachfolger abgeschickt wird: %1 (Standard risk-optimal: der Vorlauf mit den geringsten erwarteten Kosten bei --weight).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>risk-optimal&apos;s lead</source>
        <translation>Vorlauf von risk-optimal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the stored chain as one JSON object.</source>
        <translation>Die gespeicherte Kette als ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--time is required</source>
        <translation>--time ist erforderlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--time: %1</source>
        <translation>--time: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chain %1 stored (%2 links of %3 on %4, policy %5)</source>
        <translation>Kette %1 gespeichert (%2 Glieder zu %3 auf %4, Richtlinie %5)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1: %2 of %3 links submitted (%4, %5)</source>
        <translation>%1: %2 von %3 Gliedern eingereicht (%4, %5)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The chain.</source>
        <translation>Die Kette.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submit the links (without it, Mirage only says when it would).</source>
        <translation>Die Glieder einreichen (ohne diese Option sagt Mirage nur, wann es das täte).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds between looks (default 60).</source>
        <translation>Sekunden zwischen zwei Blicken (Standard 60).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look once and exit.</source>
        <translation>Einmal nachsehen und beenden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print each look as one JSON line.</source>
        <translation>Jeden Blick als eine JSON-Zeile ausgeben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--name is required</source>
        <translation>--name ist erforderlich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--interval must be a whole number of seconds ≥ 1</source>
        <translation>--interval muss eine ganze Zahl von Sekunden ≥ 1 sein</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>nothing was submitted: run again with --yes to let Mirage submit</source>
        <translation>nichts wurde eingereicht: mit --yes erneut ausführen, damit Mirage einreicht</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Store a chain: its scripts, partition, size, limit and policy.</source>
        <translation>Eine Kette speichern: ihre Skripte, Partition, Größe, Limit und Richtlinie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stored chains and their submitted links.</source>
        <translation>Die gespeicherten Ketten und ihre eingereichten Glieder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watch a chain&apos;s newest job and submit the next link when the policy says so (with --yes).</source>
        <translation>Den neuesten Job einer Kette beobachten und das nächste Glied einreichen, wenn die Richtlinie es sagt (mit --yes).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usage: mirage-cli chain add|list|run [options]
  add   store a chain: its scripts, partition, size, limit and policy
  list  the stored chains and their submitted links
  run   watch a chain&apos;s newest job and submit the next link when the policy says so
`mirage-cli chain ACTION --help` lists an action&apos;s options.</source>
        <translation>Aufruf: mirage-cli chain add|list|run [Optionen]
  add   eine Kette speichern: Skripte, Partition, Größe, Limit und Richtlinie
  list  die gespeicherten Ketten und ihre eingereichten Glieder
  run   den neuesten Job einer Kette beobachten und das nächste Glied einreichen, wenn die Richtlinie es sagt
`mirage-cli chain AKTION --help` listet die Optionen einer Aktion.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Define chains of jobs and submit their links (add, list, run)</source>
        <translation>Ketten von Jobs festlegen und ihre Glieder einreichen (add, list, run)</translation>
    </message>
    <message>
        <location filename="../app/cli/snapshot_options.cpp" line="+4"/>
        <source>Use the newest stored snapshot of a cluster (or, for an imported trace, the cluster as its history shows it at its last submission).</source>
        <translation>Den neuesten gespeicherten Snapshot eines Clusters verwenden (bei einem importierten Trace: den Cluster, wie ihn seine Historie bei der letzten Einreichung zeigt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --cluster: the cluster as its stored history shows it at this time; with --demo: the demo cluster as it is then.</source>
        <translation>Mit --cluster: der Cluster, wie ihn sein gespeicherter Verlauf zu dieser Zeit zeigt; mit --demo: der Demo-Cluster, wie er dann ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use a snapshot file (Mirage snapshot JSON).</source>
        <translation>Eine Schnappschuss-Datei verwenden (Mirage-Schnappschuss-JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the built-in demo cluster.</source>
        <translation>Den eingebauten Demo-Cluster verwenden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--at needs --cluster or --demo</source>
        <translation>--at braucht --cluster oder --demo</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast.cpp" line="-66"/>
        <source>Forecast how long a job would wait in the queue if submitted now, as a distribution (P10, P50, P90 and more quantiles), from the cluster&apos;s state.</source>
        <translation>Sagt voraus, wie lange ein jetzt eingereichter Job in der Warteschlange wartet, als Verteilung (P10, P50, P90 und weitere Quantile), aus dem Zustand des Clusters.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--job is required</source>
        <translation>--job ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+66"/>
        <source>--rollouts must be a whole number ≥ 1</source>
        <translation>--rollouts muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+31"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="-4"/>
        <location filename="../app/cli/snapshot_options.cpp" line="+46"/>
        <source>unknown method &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Methode &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast.cpp" line="+44"/>
        <source>%1 on %2 (snapshot of %3): wait P10 %4, P50 %5, P90 %6 (%7)</source>
        <translation>%1 auf %2 (Snapshot von %3): Wartezeit P10 %4, P50 %5, P90 %6 (%7)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forecast the queue wait of a job request</source>
        <translation>Die Wartezeit einer Job-Anforderung vorhersagen</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="-260"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+1"/>
        <location filename="../app/cli/snapshot_options.cpp" line="-64"/>
        <source>An ssh_config file for ssh -F.</source>
        <translation>Eine ssh_config-Datei für ssh -F.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="+107"/>
        <source>Replay a trace through the scheduler simulator.</source>
        <translation>Eine Aufzeichnung im Scheduler-Simulator nachspielen.</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>The trace (SWF, sacct, Mirage log, Eagle CSV).</source>
        <translation>Die Aufzeichnung (SWF, sacct, Mirage-Log, Eagle-CSV).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="+1"/>
        <location line="+5"/>
        <location filename="../app/cli/cmd_demo.cpp" line="-70"/>
        <location filename="../app/cli/cmd_evaluate.cpp" line="-61"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="-85"/>
        <location line="+33"/>
        <location filename="../app/cli/cmd_report.cpp" line="-10"/>
        <location line="+7"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+1"/>
        <location line="+2"/>
        <location line="+22"/>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+1"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="-24"/>
        <location line="+13"/>
        <location filename="../app/cli/snapshot_options.cpp" line="+0"/>
        <location line="+9"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="-23"/>
        <source>A slurm.conf: nodes, GPUs, partitions.</source>
        <translation>Eine slurm.conf: Knoten, GPUs, Partitionen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nodes of a one-partition cluster (default: the trace&apos;s largest job, at least 1).</source>
        <translation>Knoten eines Clusters mit einer Partition (Vorgabe: der größte Job der Aufzeichnung, mindestens 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_chain.cpp" line="+5"/>
        <source>GPUs per node (default 0).</source>
        <translation>GPUs je Knoten (Vorgabe 0).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="+7"/>
        <source>fcfs, easy, conservative or slurm (default: slurm.conf&apos;s scheduler with --cluster-config, else easy).</source>
        <translation>fcfs, easy, conservative oder slurm (Vorgabe: der Scheduler der slurm.conf bei --cluster-config, sonst easy).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only jobs submitted before this time (UTC).</source>
        <translation>Nur Jobs, die vor dieser Zeit (UTC) abgeschickt wurden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrival rate factor: 2 packs the same jobs into half the time.</source>
        <translation>Faktor der Ankunftsrate: 2 packt dieselben Jobs in die halbe Zeit.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+28"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+10"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+1"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="+3"/>
        <source>Write each job&apos;s submit, start and end to this CSV file.</source>
        <translation>Abschicken, Start und Ende jedes Jobs in diese CSV-Datei schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the summary as one JSON object.</source>
        <translation>Die Zusammenfassung als ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schedule as the Mirage paper&apos;s own simulator (one-minute steps; --nodes, default 88).</source>
        <translation>So planen wie der eigene Simulator des Mirage-Artikels (Minutenschritte; --nodes, Vorgabe 88).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What-if: cap every time limit (and runtime) at this many minutes.</source>
        <translation>Was-wäre-wenn: jedes Zeitlimit (und jede Laufzeit) auf so viele Minuten begrenzen.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+5"/>
        <location filename="../app/cli/cmd_report.cpp" line="-2"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+1"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="+3"/>
        <source>What-if: give a partition of --cluster-config this many nodes (repeatable).</source>
        <translation>Was-wäre-wenn: einer Partition aus --cluster-config so viele Knoten geben (wiederholbar).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>name=n</source>
        <translation>Name=n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allocate cores, not whole nodes: --nodes nodes of this many cores, each job gets its processors (the SWF convention).</source>
        <translation>Kerne statt ganzer Knoten zuteilen: --nodes Knoten mit so vielen Kernen, jeder Job erhält seine Prozessoren (wie im SWF-Format üblich).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+11"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+115"/>
        <source>--trace is required</source>
        <translation>--trace ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="-89"/>
        <source>unknown policy &apos;%1&apos; (fcfs, easy, conservative, slurm)</source>
        <translation>unbekannte Richtlinie „%1“ (fcfs, easy, conservative, slurm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--partition-nodes needs --cluster-config</source>
        <translation>--partition-nodes braucht --cluster-config</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--limit-cap must be a whole number of minutes &gt; 0</source>
        <translation>--limit-cap muss eine ganze Zahl von Minuten &gt; 0 sein</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--cores-per-node models one CPU partition: no --cluster-config, --mirage-compat or GPUs</source>
        <translation>--cores-per-node bildet eine CPU-Partition nach: kein --cluster-config, --mirage-compat und keine GPUs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--mirage-compat models one partition of --nodes nodes; it takes no --cluster-config</source>
        <translation>--mirage-compat bildet eine Partition mit --nodes Knoten nach; es nimmt keine --cluster-config</translation>
    </message>
    <message>
        <location line="-154"/>
        <location line="+11"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+71"/>
        <source>Evaluate wait forecasts on a trace: train on jobs submitted before --train-until, forecast every job submitted from --test-from on from the snapshot taken before it (every 10 minutes), and compare with the waits that happened.</source>
        <translation>Wartezeit-Vorhersagen an einem Trace bewerten: auf Jobs trainieren, die vor --train-until eingereicht wurden, jeden ab --test-from eingereichten Job aus dem Snapshot davor (alle 10 Minuten) vorhersagen und mit den tatsächlichen Wartezeiten vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="-34"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="-126"/>
        <source>The trace (any format mirage-cli reads).</source>
        <translation>Der Trace (jedes Format, das mirage-cli liest).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+3"/>
        <source>Start of training (default: two days after the trace&apos;s first start).</source>
        <translation>Beginn des Trainings (Standard: zwei Tage nach dem ersten Start im Trace).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of training (UTC).</source>
        <translation>Ende des Trainings (UTC).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start of the test window (default: --train-until).</source>
        <translation>Beginn des Testfensters (Standard: --train-until).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the test window (default: the end).</source>
        <translation>Ende des Testfensters (Standard: das Ende).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="+123"/>
        <source>Evaluate chain-submission policies with the Mirage paper&apos;s protocol: episodes of five days of the trace every four hours, a two-day warm-up, then a predecessor that runs to its limit and an identical successor submitted when the policy says so; d = start(successor) − end(predecessor).</source>
        <translation>Richtlinien für das Einreichen von Ketten nach dem Protokoll des Mirage-Papers bewerten: Episoden aus fünf Tagen des Traces alle vier Stunden, zwei Tage Einlaufzeit, dann ein Vorgänger, der bis zu seinem Limit läuft, und ein gleicher Nachfolger, eingereicht, wenn die Richtlinie es sagt; d = Start(Nachfolger) − Ende(Vorgänger).</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>&apos;paper&apos;: train 2022-11-01 … 2023-02-23, validate from 2023-03-01.</source>
        <translation>&apos;paper&apos;: Training 2022-11-01 … 2023-02-23, Validierung ab 2023-03-01.</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>cost GPU-h [95 %]</source>
        <translation>Kosten GPU-h [95 %]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× oracle</source>
        <translation>× Orakel</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Instead of a trace: the jobs the store holds of this cluster (an imported trace, or a cluster watched; see `mirage-cli clusters`).</source>
        <translation>Statt eines Traces: die Jobs, die der Speicher von diesem Cluster hält (ein importierter Trace oder ein beobachteter Cluster; siehe `mirage-cli clusters`).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start of training (default: the trace&apos;s first job).</source>
        <translation>Beginn des Trainings (Standard: der erste Job der Spur).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of training.</source>
        <translation>Ende des Trainings.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Validation episodes start before this time (default: as long as the trace holds five more days).</source>
        <translation>Validierungsepisoden beginnen vor diesem Zeitpunkt (Standard: solange die Spur noch fünf Tage enthält).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulated nodes (default 88).</source>
        <translation>Simulierte Knoten (Standard 88).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per node, for GPU-hours of overlap (default 3).</source>
        <translation>GPUs pro Knoten, für GPU-Stunden der Überlappung (Standard 3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrival rate times this (default 1).</source>
        <translation>Ankunftsrate mal diesem Wert (Standard 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nodes of the predecessor and successor (default 1).</source>
        <translation>Knoten von Vorgänger und Nachfolger (Standard 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their time limit in minutes (default 2880).</source>
        <translation>Ihr Zeitlimit in Minuten (Standard 2880).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+4"/>
        <source>Comma-separated methods (default: all): %1.</source>
        <translation>Kommagetrennte Methoden (Standard: alle): %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+1"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+4"/>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>risk-optimal&apos;s wait forecaster: xgboost (trained on the training window) or slurm-estimate (default xgboost).</source>
        <translation>Wartezeit-Vorhersager von risk-optimal: xgboost (auf dem Trainingsfenster trainiert) oder slurm-estimate (Standard xgboost).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Train every model again, even when the store (--db) holds one for these settings.</source>
        <translation>Jedes Modell neu trainieren, auch wenn der Speicher (--db) eines für diese Einstellungen enthält.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--%1 cannot be used with --split paper, which sets the split</source>
        <translation>--%1 kann nicht mit --split paper verwendet werden, das die Aufteilung festlegt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--train-from must be before --train-until</source>
        <translation>--train-from muss vor --train-until liegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--validate-until must be after --validate-from</source>
        <translation>--validate-until muss nach --validate-from liegen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--trace or --cluster is required</source>
        <translation>--trace oder --cluster ist nötig</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--chain-nodes %1 is more than the %2 nodes</source>
        <translation>--chain-nodes %1 ist mehr als die %2 Knoten</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>--split: only &apos;paper&apos; is known</source>
        <translation>--split: nur &apos;paper&apos; ist bekannt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give --split paper, or --train-until (and --validate-from)</source>
        <translation>--split paper oder --train-until (und --validate-from) angeben</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>First validation episode (default: --train-until plus the episode length, five days, so that no training episode reaches into validation; earlier, the training episodes that would are dropped).</source>
        <translation>Erste Validierungsepisode (Vorgabe: --train-until plus die Episodenlänge, fünf Tage, damit keine Trainingsepisode in die Validierung reicht; früher werden die Trainingsepisoden weggelassen, die hineinreichen würden).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The cost every method is scored by, risk-optimal aims at and the oracle is the least of</source>
        <translation>Die Kosten, nach denen jede Methode bewertet wird, die risk-optimal anstrebt und deren Minimum das Orakel ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../app/cli/cmd_simulate.cpp" line="+58"/>
        <source>the trace&apos;s times</source>
        <translation>der Zeiten der Aufzeichnung</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>--%1 must be a number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 muss eine Zahl von %2 bis %3 sein, nicht &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>validation must not start before the end of training</source>
        <translation>die Validierung darf nicht vor dem Ende des Trainings beginnen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>--risk-forecast must be xgboost or slurm-estimate</source>
        <translation>--risk-forecast muss xgboost oder slurm-estimate sein</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 of %2 episodes</source>
        <translation>%1 von %2 Episoden</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Trained on %1 episodes before %2 (%3 left out for the embargo); validated from %4.</source>
        <translation>Trainiert auf %1 Episoden vor %2 (%3 wegen der Sperrfrist weggelassen); validiert ab %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 episodes on %2 nodes (load ×%3), chains of %4 node(s) × %5 min, in %6 s</source>
        <translation>%1 Episoden auf %2 Knoten (Last ×%3), Ketten aus %4 Knoten × %5 min, in %6 s</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>%1 (%2 episodes)</source>
        <translation>%1 (%2 Episoden)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>interr. h [95 %]</source>
        <translation>Unterbr. h [95 %]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overlap h [95 %]</source>
        <translation>Überlapp. h [95 %]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs reactive [95 %]</source>
        <translation>ggü. reaktiv [95 %]</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_whatif.cpp" line="-39"/>
        <source>interr. h</source>
        <translation>Unterbr. h</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="-3"/>
        <source>median d h</source>
        <translation>Median d h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no interr.</source>
        <translation>keine Unterbr.</translation>
    </message>
    <message>
        <location line="+281"/>
        <source>Evaluate chain-submission policies on a trace (the paper&apos;s protocol)</source>
        <translation>Richtlinien für das Einreichen von Ketten an einem Trace bewerten (das Protokoll des Papers)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+2"/>
        <source>Nodes of a one-partition trace (default: the most ever busy at once).</source>
        <translation>Knoten eines Traces mit einer Partition (Standard: die meisten je gleichzeitig belegten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Monte-Carlo rollouts per forecast (default 50).</source>
        <translation>Monte-Carlo-Durchläufe pro Vorhersage (Standard 50).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also write every job&apos;s features and true wait to a CSV file (for your own analysis).</source>
        <translation>Zusätzlich die Merkmale und die wahre Wartezeit jedes Jobs in eine CSV-Datei schreiben (für eigene Auswertungen).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_evaluate.cpp" line="-286"/>
        <location line="+103"/>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="+130"/>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_forecast_eval.cpp" line="-141"/>
        <source>Every method forecasts only this many test jobs, evenly spread, the same ones for all (default: every job of the test window).</source>
        <translation>Jede Methode sagt nur so viele Testjobs vorher, gleichmäßig verteilt, für alle dieselben (Vorgabe: jeden Job des Testfensters).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hours before --train-until whose submissions do not train (default 48): a job still waiting at --train-until never trains, since its wait was not known then.</source>
        <translation>Stunden vor --train-until, deren Einreichungen nicht trainieren (Vorgabe 48): ein Job, der bei --train-until noch wartet, trainiert nie, da seine Wartezeit damals nicht bekannt war.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trace&apos;s times and of time-of-day features</source>
        <translation>der Zeiten der Aufzeichnung und der Tageszeit-Merkmale</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>--sample must be a whole number ≥ 1</source>
        <translation>--sample muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--embargo must be a number of hours from 0 to 8760</source>
        <translation>--embargo muss eine Stundenzahl von 0 bis 8760 sein</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>%1 test jobs (every method forecast the same ones), %2 training examples (%3 still waiting at --train-until left out)</source>
        <translation>%1 Testjobs (jede Methode sagte dieselben vorher), %2 Trainingsbeispiele (%3 bei --train-until noch wartend, weggelassen)</translation>
    </message>
    <message>
        <location line="-57"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="-5"/>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Instead of one split, score each of the trace&apos;s last MONTHS calendar months (UTC), every method trained on everything before the month.</source>
        <translation>Statt einer Aufteilung jeden der letzten MONATE Kalendermonate des Traces (UTC) bewerten, jede Methode trainiert auf allem vor dem Monat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step of adaptive calibration per observed start, in log(wait + 60 s) (default 0.05; 0: score without it).</source>
        <translation>Schritt der adaptiven Kalibrierung je beobachtetem Start, in log(Wartezeit + 60 s) (Standard 0,05; 0: ohne sie bewerten).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--train-until (one split) or --rolling (month after month) is required</source>
        <translation>--train-until (eine Aufteilung) oder --rolling (Monat für Monat) ist nötig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--rolling must be a whole number of months from 1 to 120</source>
        <translation>--rolling muss eine ganze Zahl von Monaten von 1 bis 120 sein</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--adaptive-rate must be a number from 0 to 1</source>
        <translation>--adaptive-rate muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>MAE log</source>
        <translation>MAE log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in 2x</source>
        <translation>in 2x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in 10m</source>
        <translation>in 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P10-P90</source>
        <translation>P10-P90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P90/P10</source>
        <translation>P90/P10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinball</source>
        <translation>Pinball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CRPS</source>
        <translation>CRPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per s</source>
        <translation>pro s</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2 test jobs; the learned methods trained on %3 examples before the month (%4 still waiting left out)</source>
        <translation>%1: %2 Testjobs; die gelernten Methoden trainierten auf %3 Beispielen vor dem Monat (%4 noch wartende ausgelassen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 test jobs</source>
        <translation>%1: %2 Testjobs</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Score wait forecasts on a trace (train on the past, test on the future)</source>
        <translation>Wartezeit-Vorhersagen an einem Trace bewerten (auf der Vergangenheit trainieren, an der Zukunft testen)</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>--nodes must be a whole number ≥ 1</source>
        <translation>--nodes muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_simulate.cpp" line="+46"/>
        <source>--load-scale must be a number from 0.01 to 100</source>
        <translation>--load-scale muss eine Zahl von 0,01 bis 100 sein</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--cores-per-node must be a whole number from 1 to %1</source>
        <translation>--cores-per-node muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--nodes must be a whole number from 1 to %1</source>
        <translation>--nodes muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GPUs per node (default: the most any job of the trace asks for per node, 0 when none asks).</source>
        <translation>GPUs pro Knoten (Vorgabe: die meisten, die ein Job der Aufzeichnung pro Knoten anfordert, 0, wenn keiner welche anfordert).</translation>
    </message>
    <message>
        <location line="+101"/>
        <source> (the authors&apos; simulator has its own policy)</source>
        <translation> (der Simulator der Autoren hat seine eigene Richtlinie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (the slurm.conf gives the nodes; --partition-nodes resizes a partition)</source>
        <translation> (die slurm.conf gibt die Knoten vor; --partition-nodes ändert die Größe einer Partition)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--gpus-per-node must be a whole number from 0 to 64</source>
        <translation>--gpus-per-node muss eine ganze Zahl von 0 bis 64 sein</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--partition-nodes &apos;%1&apos;: a partition name, &apos;=&apos; and a node count ≥ 1</source>
        <translation>--partition-nodes „%1“: ein Partitionsname, „=“ und eine Knotenzahl ≥ 1</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>The trace&apos;s header declares %1 nodes × %2 cores: simulated so (--nodes and --cores-per-node set another shape)</source>
        <translation>Der Kopf der Aufzeichnung nennt %1 Knoten × %2 Kerne: so simuliert (--nodes und --cores-per-node legen eine andere Form fest)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GPUs per node, the most a job of the trace asks for (--gpus-per-node sets it)</source>
        <translation>%1 GPUs pro Knoten, die meisten, die ein Job der Aufzeichnung anfordert (--gpus-per-node legt es fest)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 jobs on %2 nodes (%3, load ×%4): mean wait %5 h, median %6 h, p90 %7 h, utilisation %8 %</source>
        <translation>%1 Jobs auf %2 Knoten (%3, Last ×%4): mittlere Wartezeit %5 h, Median %6 h, P90 %7 h, Auslastung %8 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>simulated %1 days in %2 s (%3 jobs/s); %4 jobs larger than the cluster were left out</source>
        <translation>%1 Tage in %2 s simuliert (%3 Jobs/s); %4 Jobs größer als der Cluster wurden ausgelassen</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Replay a trace through the scheduler simulator</source>
        <translation>Eine Aufzeichnung im Scheduler-Simulator nachspielen</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="+2"/>
        <source>The cluster&apos;s name in the store (default: the source).</source>
        <translation>Der Name des Clusters im Speicher (Vorgabe: die Quelle).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only this partition.</source>
        <translation>Nur diese Partition.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this many snapshots (default 1).</source>
        <translation>So viele Schnappschüsse aufnehmen (Vorgabe 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds between snapshots (default 60).</source>
        <translation>Sekunden zwischen den Schnappschüssen (Vorgabe 60).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster&apos;s zone: an IANA name such as America/Chicago (default: the zone its host reports).</source>
        <translation>Die Zone des Clusters: ein IANA-Name wie America/Chicago (Vorgabe: die Zone, die sein Rechner meldet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print only; do not store.</source>
        <translation>Nur ausgeben, nicht speichern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print each snapshot as one JSON line.</source>
        <translation>Jeden Schnappschuss als eine JSON-Zeile ausgeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (Slurm %2, %3): %4 partitions, %5 nodes, %6 running, %7 pending, %8 of %9 GPUs in use</source>
        <translation>%1 (Slurm %2, %3): %4 Partitionen, %5 Knoten, %6 laufend, %7 wartend, %8 von %9 GPUs belegt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>[stored as snapshot %1]</source>
        <translation>[als Schnappschuss %1 gespeichert]</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--count must be ≥ 1 and --interval ≥ 0</source>
        <translation>--count muss ≥ 1 und --interval ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Snapshots of a live cluster (local or ssh://), stored</source>
        <translation>Schnappschüsse eines laufenden Clusters (lokal oder ssh://), gespeichert</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_risk.cpp" line="+12"/>
        <source>The interruption risk of a chain: for each lead time (the successor submitted that long before the predecessor&apos;s limit end), the chance that the successor starts after the predecessor ended, the expected gap and the expected overlap; and the lead time of least cost.</source>
        <translation>Das Unterbrechungsrisiko einer Kette: für jede Vorlaufzeit (der Nachfolger wird so lange vor dem Limit-Ende des Vorgängers eingereicht) die Wahrscheinlichkeit, dass der Nachfolger nach dem Ende des Vorgängers startet, die erwartete Lücke und die erwartete Überlappung; und die Vorlaufzeit mit den geringsten Kosten.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The running or pending job (its id), or a request submitted now (partition=…,time=…).</source>
        <translation>Der laufende oder wartende Job (seine ID) oder eine jetzt eingereichte Anfrage (partition=…,time=…).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The successor&apos;s request: partition=NAME,nodes=N,gpus=G,time=LIMIT.</source>
        <translation>Die Anfrage des Nachfolgers: partition=NAME,nodes=N,gpus=G,time=LIMIT.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The predecessor may end before its limit, as the cluster&apos;s jobs do (default: it runs to its limit, as a service does).</source>
        <translation>Der Vorgänger kann vor seinem Limit enden, wie die Jobs des Clusters (Standard: er läuft bis zum Limit, wie ein Dienst).</translation>
    </message>
    <message>
        <location filename="../app/cli/snapshot_options.cpp" line="+39"/>
        <source>Forecast method (default: the cluster&apos;s best trained model, else monte-carlo): %1.</source>
        <translation>Vorhersagemethode (Standard: das beste trainierte Modell des Clusters, sonst monte-carlo): %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Monte-Carlo rollouts (default 200).</source>
        <translation>Monte-Carlo-Durchläufe (Standard 200).</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_risk.cpp" line="+28"/>
        <source>--predecessor is required</source>
        <translation>--predecessor ist erforderlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--successor is required</source>
        <translation>--successor ist erforderlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--successor: %1</source>
        <translation>--successor: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_report.cpp" line="+116"/>
        <source>Write a report: a chain&apos;s submission schedule (--chain), a what-if comparison (--scenarios or --stored) or a forecast summary (--job), as pdf, html, csv or ics (schedules).</source>
        <translation>Einen Bericht schreiben: den Einreichungsplan einer Kette (--chain), einen Was-wäre-wenn-Vergleich (--scenarios oder --stored) oder eine Prognose-Zusammenfassung (--job), als pdf, html, csv oder ics (Pläne).</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>schedule, whatif or forecast.</source>
        <translation>schedule, whatif oder forecast.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pdf, html, csv or ics.</source>
        <translation>pdf, html, csv oder ics.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>schedule: the stored chain.</source>
        <translation>schedule: die gespeicherte Kette.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ics: minutes of warning before each submission (default 30).</source>
        <translation>ics: Minuten Vorwarnung vor jeder Einreichung (Vorgabe 30).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatif: a scenario file.</source>
        <translation>whatif: eine Szenariodatei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatif: stored scenarios (comma-separated).</source>
        <translation>whatif: gespeicherte Szenarien (durch Kommas getrennt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="+33"/>
        <source>names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecast: the job request.</source>
        <translation>forecast: die Job-Anfrage.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>--kind must be schedule, whatif or forecast</source>
        <translation>--kind muss schedule, whatif oder forecast sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format: %1</source>
        <translation>--format: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--out FILE is required</source>
        <translation>--out DATEI ist erforderlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--format ics is for schedules</source>
        <translation>--format ics gibt es nur für Pläne</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>--kind schedule needs --chain NAME</source>
        <translation>--kind schedule braucht --chain NAME</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--reminder must be a whole number of minutes ≥ 0</source>
        <translation>--reminder muss eine ganze Zahl von Minuten ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>the times the report shows</source>
        <translation>der Zeiten, die der Bericht zeigt</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>schedule</source>
        <translation>schedule</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Print one JSON object: the file written, its kind, format and size.</source>
        <translation>Ein JSON-Objekt ausgeben: die geschriebene Datei, ihre Art, ihr Format und ihre Größe.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>--kind whatif needs --scenarios FILE or --stored NAMES</source>
        <translation>--kind whatif braucht --scenarios DATEI oder --stored NAMEN</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--kind forecast needs --job SPEC</source>
        <translation>--kind forecast braucht --job ANFRAGE</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Write a schedule, what-if or forecast report (PDF, HTML, CSV, iCalendar)</source>
        <translation>Einen Plan-, Was-wäre-wenn- oder Prognosebericht schreiben (PDF, HTML, CSV, iCalendar)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_risk.cpp" line="-81"/>
        <source>Predecessor %1: limit end %2 (local %3)</source>
        <translation>Vorgänger %1: Limit-Ende %2 (lokal %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Successor %1: wait P10 %2, P50 %3, P90 %4 (%5)</source>
        <translation>Nachfolger %1: Wartezeit P10 %2, P50 %3, P90 %4 (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>lead</source>
        <translation>Vorlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submit at (local)</source>
        <translation>einreichen um (lokal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P(int.)</source>
        <translation>P(Unterbr.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap h</source>
        <translation>Lücke h</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_whatif.cpp" line="-27"/>
        <source>overlap h</source>
        <translation>Überlappung h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Suggested: submit the successor at %1 (UTC %2), %3 before the limit end: P(interruption) %4, expected overlap %5 GPU-hours</source>
        <translation>Empfehlung: den Nachfolger um %1 (UTC %2) einreichen, %3 vor dem Limit-Ende: P(Unterbrechung) %4, erwartete Überlappung %5 GPU-Stunden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lead of least cost</source>
        <translation>Der Vorlauf mit den geringsten Kosten</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>When to submit a chain&apos;s successor: interruption risk by lead time</source>
        <translation>Wann der Nachfolger einer Kette eingereicht werden sollte: Unterbrechungsrisiko nach Vorlaufzeit</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+40"/>
        <source>Train the learned forecast methods on a cluster&apos;s stored job history: each is validated on the newest part of the window (trained on what came before), then trained on the whole window and stored with its window and validation scores. Torch uses CUDA when available.</source>
        <translation>Die gelernten Vorhersagemethoden auf der gespeicherten Job-Historie eines Clusters trainieren: jede wird am neuesten Teil des Fensters validiert (trainiert auf dem davor), dann auf dem ganzen Fenster trainiert und mit Fenster und Validierungswerten gespeichert. Torch nutzt CUDA, wenn vorhanden.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Start of the window (default: two days after the first stored start).</source>
        <translation>Beginn des Fensters (Standard: zwei Tage nach dem ersten gespeicherten Start).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of the window (default: the newest job).</source>
        <translation>Ende des Fensters (Standard: der neueste Job).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comma-separated learned methods (default: all): %1.</source>
        <translation>Kommagetrennte gelernte Methoden (Standard: alle): %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Share of the window, at its end, held out for validation (default 0.2).</source>
        <translation>Anteil des Fensters, an seinem Ende, der für die Validierung zurückgehalten wird (Standard 0,2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torch device: auto, cpu or cuda (default auto).</source>
        <translation>Torch-Gerät: auto, cpu oder cuda (Standard auto).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_history.cpp" line="-20"/>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+51"/>
        <source>--cluster is required</source>
        <translation>--cluster ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_train_forecast.cpp" line="+15"/>
        <source>&apos;%1&apos; is not a learned method (learned: %2)</source>
        <translation>&apos;%1&apos; ist keine gelernte Methode (gelernt: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--validation-share must be between 0.05 and 0.5</source>
        <translation>--validation-share muss zwischen 0,05 und 0,5 liegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--device must be auto, cpu or cuda</source>
        <translation>--device muss auto, cpu oder cuda sein</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: trained on %2 jobs submitted %3 … %4, validated from %5 (%6 s)</source>
        <translation>%1: trainiert auf %2 Jobs, eingereicht %3 … %4, validiert ab %5 (%6 s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>  %1 MAE(log wait) %2 (historical median %3), P10–P90 coverage %4, trained in %5 s</source>
        <translation>  %1 MAE(log Wartezeit) %2 (historischer Median %3), P10–P90-Abdeckung %4, trainiert in %5 s</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Train and store a cluster&apos;s learned wait forecasters</source>
        <translation>Die gelernten Wartezeit-Vorhersager eines Clusters trainieren und speichern</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_whatif.cpp" line="-5"/>
        <source>mean wait h</source>
        <translation>mittl. Wartez. h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median h</source>
        <translation>Median h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P90 h</source>
        <translation>P90 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>util.</source>
        <translation>Ausl.</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>Replay a workload under what-if scenarios — nodes, GPUs, load, a time-limit cap, the scheduler policy and priority weights, chained services — and compare each with the first.</source>
        <translation>Eine Last unter Was-wäre-wenn-Szenarien nachspielen – Knoten, GPUs, Last, eine Obergrenze für Zeitlimits, die Scheduler-Richtlinie und Prioritätsgewichte, verkettete Dienste – und jedes mit dem ersten vergleichen.</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>A JSON file: {&quot;scenarios&quot;: [...]} or one scenario.</source>
        <translation>Eine JSON-Datei: {&quot;scenarios&quot;: [...]} oder ein Szenario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run these stored scenarios (comma-separated names).</source>
        <translation>Diese gespeicherten Szenarien rechnen (Namen durch Kommas getrennt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the stored scenarios.</source>
        <translation>Die gespeicherten Szenarien auflisten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Store the scenarios of --scenarios and their results (--db).</source>
        <translation>Die Szenarien aus --scenarios und ihre Ergebnisse speichern (--db).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vary this parameter of the first scenario: %1.</source>
        <translation>Diesen Parameter des ersten Szenarios variieren: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sweep&apos;s values: from:to:step or a,b,c.</source>
        <translation>Die Werte der Reihe: von:bis:Schritt oder a,b,c.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write the JSON results to this file.</source>
        <translation>Die JSON-Ergebnisse auch in diese Datei schreiben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the scenarios on the cluster: a job array of shards and a job that merges their results into the store (submitted only with --yes).</source>
        <translation>Die Szenarien auf dem Cluster rechnen: ein Job-Array aus Teilen und ein Job, der ihre Ergebnisse im Speicher zusammenführt (eingereicht nur mit --yes).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/evaluate_array.h" line="-5"/>
        <source>--slurm-array: the partition.</source>
        <translation>--slurm-array: die Partition.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--slurm-array, --merge: how many array tasks (default: one per scenario, at most 16).</source>
        <translation>--slurm-array, --merge: wie viele Array-Aufgaben (Vorgabe: eine je Szenario, höchstens 16).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--slurm-array: where the scripts and results go (default: beside the scenario file).</source>
        <translation>--slurm-array: wohin Skripte und Ergebnisse kommen (Vorgabe: neben die Szenariodatei).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <location filename="../app/cli/evaluate_array.h" line="+9"/>
        <source>dir</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../app/cli/evaluate_array.h" line="+1"/>
        <source>--slurm-array: submit the jobs.</source>
        <translation>--slurm-array: die Jobs einreichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run only shard K of N (scenarios i with i % N == K); with --out.</source>
        <translation>Nur Teil K von N rechnen (Szenarien i mit i % N == K); mit --out.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/evaluate_array.h" line="+6"/>
        <source>K/N</source>
        <translation>K/N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge the shard results of this directory (with --shards).</source>
        <translation>Die Teilergebnisse in diesem Ordner zusammenführen (mit --shards).</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>not run</source>
        <translation>nicht gerechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean wait %1 h</source>
        <translation>mittlere Wartezeit %1 h</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>give --scenarios FILE, --stored NAMES or --list</source>
        <translation>--scenarios DATEI, --stored NAMEN oder --list angeben</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>--merge needs --shards N (a whole number from 1 to 10000)</source>
        <translation>--merge braucht --shards N (eine ganze Zahl von 1 bis 10000)</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>%1 scenarios in %2 shards: %3 (array), %4 (merge into %5)</source>
        <translation>%1 Szenarien in %2 Teilen: %3 (Array), %4 (Zusammenführung in %5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nothing submitted: run again with --yes to submit both jobs</source>
        <translation>nichts eingereicht: mit --yes erneut aufrufen, um beide Jobs einzureichen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Submitted job array %1 and merge job %2; the merged results will be in %3/results.json</source>
        <translation>Job-Array %1 und Zusammenführungs-Job %2 eingereicht; die Ergebnisse stehen dann in %3/results.json</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>--sweep and --values go together</source>
        <translation>--sweep und --values gehören zusammen</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>--shard needs --out FILE</source>
        <translation>--shard braucht --out DATEI</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>%1 scenario(s) could not run: %2</source>
        <translation>%1 Szenario(s) konnten nicht laufen: %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Replay a workload under what-if scenarios, or sweep one parameter</source>
        <translation>Eine Last unter Was-wäre-wenn-Szenarien nachspielen oder einen Parameter variieren</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluate_array.cpp" line="+32"/>
        <source>%1 shards; the jobs&apos; scripts are in %2 (offline, train, score, merge)</source>
        <translation>%1 Teile; die Skripte der Jobs liegen in %2 (offline, train, score, merge)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing submitted: run again with --yes to submit the four jobs</source>
        <translation>nichts abgeschickt: mit --yes erneut aufrufen, um die vier Jobs abzuschicken</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Submitted jobs %1 (offline data), %2 (training), %3 (scoring) and %4 (merge); the evaluation will be in %5</source>
        <translation>Jobs %1 (Offline-Daten), %2 (Training), %3 (Bewertung) und %4 (Zusammenführen) abgeschickt; die Auswertung wird in %5 liegen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--array-stage must be one of %1, not &apos;%2&apos;</source>
        <translation>--array-stage muss eines von %1 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--array-stage and --slurm-array cannot be used together</source>
        <translation>--array-stage und --slurm-array können nicht zusammen verwendet werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--array-stage needs --workdir</source>
        <translation>--array-stage braucht --workdir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--array-stage %1 needs --shard K/N</source>
        <translation>--array-stage %1 braucht --shard K/N</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--array-stage %1 needs --shards N</source>
        <translation>--array-stage %1 braucht --shards N</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 needs --slurm-array</source>
        <translation>--%1 braucht --slurm-array</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluate_array.h" line="-18"/>
        <source>Run the evaluation on the cluster: a job array for the offline data, one training job, a job array scoring the validation episodes and a job merging them (submitted only with --yes).</source>
        <translation>Die Auswertung auf dem Cluster ausführen: ein Job-Array für die Offline-Daten, ein Trainingsjob, ein Job-Array, das die Validierungsepisoden bewertet, und ein Job, der sie zusammenführt (nur mit --yes abgeschickt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--slurm-array: tasks per array (default 8); --array-stage train or merge: how many there were.</source>
        <translation>--slurm-array: Aufgaben je Array (Standard 8); --array-stage train oder merge: wie viele es waren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--slurm-array: the folder every job reads and writes, on a file system the nodes share (default ./mirage-evaluate).</source>
        <translation>--slurm-array: der Ordner, den jeder Job liest und schreibt, auf einem Dateisystem, das die Knoten teilen (Standard ./mirage-evaluate).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run one stage of a --slurm-array evaluation in --workdir (what its jobs do): offline, train, score or merge.</source>
        <translation>Eine Stufe einer --slurm-array-Auswertung in --workdir ausführen (was ihre Jobs tun): offline, train, score oder merge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--array-stage offline or score: run shard K of N.</source>
        <translation>--array-stage offline oder score: Teil K von N ausführen.</translation>
    </message>
</context>
<context>
    <name>Mirage::Core</name>
    <message>
        <location filename="../model/core/duration.cpp" line="+20"/>
        <source>&apos;%1&apos; is not a Slurm duration (expected D-HH:MM:SS, HH:MM:SS, MM:SS or MM)</source>
        <translation>„%1“ ist keine Slurm-Dauer (erwartet: T-HH:MM:SS, HH:MM:SS, MM:SS oder MM)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 m</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 m</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <location filename="../model/ml/ml_library.cpp" line="+45"/>
        <source>cannot load the machine-learning library %1: %2</source>
        <translation>Die Bibliothek für maschinelles Lernen %1 lässt sich nicht laden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a compatible Mirage machine-learning library</source>
        <translation>%1 ist keine passende Mirage-Bibliothek für maschinelles Lernen</translation>
    </message>
    <message>
        <location filename="../model/core/snapshot_json.cpp" line="+26"/>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an integer ≥ %1</source>
        <translation>ganze Zahl ≥ %1 erwartet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is empty (a Mirage snapshot JSON object is expected: mirage-cli snapshot --json writes one)</source>
        <translation>die Datei ist leer (erwartet wird ein Mirage-Snapshot-JSON-Objekt: mirage-cli snapshot --json schreibt eines)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a JSON object at the top level</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Mirage snapshot (&quot;format&quot; is not &quot;mirage-snapshot&quot;)</source>
        <translation>kein Mirage-Schnappschuss („format“ ist nicht „mirage-snapshot“)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported snapshot version %1 (this Mirage reads version 1)</source>
        <translation>nicht unterstützte Schnappschuss-Version %1 (dieses Mirage liest Version 1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>snapshot.partitions: expected a non-empty array</source>
        <translation>snapshot.partitions: nicht leeres Array erwartet</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>node states add up to %1, but the partition has %2 nodes</source>
        <translation>die Knotenzustände ergeben zusammen %1, die Partition hat aber %2 Knoten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>partition &apos;%1&apos; appears twice</source>
        <translation>Partition „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected RUNNING or PENDING, got &apos;%1&apos;</source>
        <translation>RUNNING oder PENDING erwartet, „%1“ erhalten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unknown partition &apos;%1&apos;</source>
        <translation>unbekannte Partition „%1“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job starts before it was submitted</source>
        <translation>der Job beginnt, bevor er abgeschickt wurde</translation>
    </message>
    <message>
        <location filename="../model/store/database.cpp" line="+171"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner lässt sich nicht anlegen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: Die Datenbank lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location filename="../model/forecast/learned_forecaster.cpp" line="+131"/>
        <location line="+72"/>
        <location filename="../model/policy/predictor_policy.cpp" line="+114"/>
        <location filename="../model/services/report_writing.cpp" line="+38"/>
        <location filename="../model/store/chain_store.cpp" line="+211"/>
        <location line="+7"/>
        <location line="+30"/>
        <location line="+18"/>
        <location filename="../model/store/database.cpp" line="+12"/>
        <location line="+5"/>
        <location line="+26"/>
        <location filename="../model/store/snapshot_store.cpp" line="+14"/>
        <location line="+9"/>
        <location line="+13"/>
        <location line="+4"/>
        <location filename="../model/store/trace_import.cpp" line="+139"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+58"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+31"/>
        <source>&apos;%1&apos; is not a learned forecast method</source>
        <translation>&apos;%1&apos; ist keine gelernte Vorhersagemethode</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>the stored %1 model was trained on other features; train it again (mirage-cli train-forecast)</source>
        <translation>das gespeicherte %1-Modell wurde mit anderen Merkmalen trainiert; bitte neu trainieren (mirage-cli train-forecast)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stored %1 model was trained by other code (%2); train it again (mirage-cli train-forecast)</source>
        <translation>das gespeicherte %1-Modell wurde von anderem Code trainiert (%2); trainieren Sie es neu (mirage-cli train-forecast)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../model/policy/predictor_policy.cpp" line="+20"/>
        <source>stored %1 model: %2</source>
        <translation>gespeichertes %1-Modell: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 examples are too few to learn from (at least 50 besides calibration)</source>
        <translation>%1: %2 Beispiele sind zu wenige zum Lernen (mindestens 50 neben der Kalibrierung)</translation>
    </message>
    <message>
        <location filename="../model/store/database.cpp" line="-73"/>
        <source> (%1 is on a read-only file system)</source>
        <translation> (%1 liegt auf einem schreibgeschützten Dateisystem)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1 cannot be written)</source>
        <translation> (%1 ist nicht beschreibbar)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 is not a Mirage store (%2); it was left as it is: move it aside or choose another data folder</source>
        <translation>%1 ist kein Mirage-Speicher (%2); die Datei blieb unverändert: verschieben Sie sie beiseite oder wählen Sie einen anderen Datenordner</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is damaged (%2); it was left as it is: move it aside (sqlite3&apos;s .recover may save its data) or choose another data folder</source>
        <translation>%1 ist beschädigt (%2); die Datei blieb unverändert: verschieben Sie sie beiseite (sqlite3s .recover kann ihre Daten retten) oder wählen Sie einen anderen Datenordner</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot move %1 aside to %2</source>
        <translation>%1 kann nicht nach %2 verschoben werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the database is not open</source>
        <translation>die Datenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the database has schema version %1, newer than this Mirage understands (%2); update Mirage or choose another data folder</source>
        <translation>die Datenbank hat die Schemaversion %1, neuer als dieses Mirage versteht (%2); aktualisieren Sie Mirage oder wählen Sie einen anderen Datenordner</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>migration to schema version %1 failed: %2</source>
        <translation>die Umstellung auf Schemaversion %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../model/store/trace_import.cpp" line="-85"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1: Eine Transaktion lässt sich nicht beginnen: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: storing job %2 failed: %3</source>
        <translation>%1: Speichern von Job %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: import cancelled; nothing was stored</source>
        <translation>%1: Import abgebrochen; nichts wurde gespeichert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 of %3 data lines could not be read (line %4: %5); is it really a %6 file?</source>
        <translation>%1: %2 von %3 Datenzeilen waren nicht lesbar (Zeile %4: %5); ist es wirklich eine %6-Datei?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: none of its %2 data lines could be read (line %3: %4); is it really a %5 file?</source>
        <translation>%1: keine ihrer %2 Datenzeilen war lesbar (Zeile %3: %4); ist es wirklich eine %5-Datei?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no jobs found</source>
        <translation>%1: keine Jobs gefunden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: commit failed: %2</source>
        <translation>%1: Festschreiben fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../model/traces/eagle_csv_reader.cpp" line="+53"/>
        <source>unterminated quote</source>
        <translation>nicht geschlossenes Anführungszeichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: line 1: the header lacks the column %2</source>
        <translation>%1: Zeile 1: der Kopfzeile fehlt die Spalte %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>%1 Felder wie in der Kopfzeile erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>submit_time &apos;%1&apos; is not a time</source>
        <translation>submit_time „%1“ ist keine Zeit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wallclock_req &apos;%1&apos; or nodes_req &apos;%2&apos; is not a whole number</source>
        <translation>wallclock_req „%1“ oder nodes_req „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../model/traces/line_source.cpp" line="+28"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not a readable file</source>
        <translation>%1: keine lesbare Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot open</source>
        <translation>%1: lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+11"/>
        <source>read error: %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <location filename="../model/traces/mirage_log_reader.cpp" line="+29"/>
        <source>%1: line %2: expected the header line &apos;JobID JobName UID Start Submit End …&apos;</source>
        <translation>%1: Zeile %2: Kopfzeile „JobID JobName UID Start Submit End …“ erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected 10 fields (JobID … NNodes), found %1</source>
        <translation>10 Felder erwartet (JobID … NNodes), %1 gefunden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Submit &apos;%1&apos; is not a time (YYYY-MM-DDTHH:MM:SS)</source>
        <translation>Submit „%1“ ist keine Zeit (JJJJ-MM-TTTHH:MM:SS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start &apos;%1&apos; or End &apos;%2&apos; is not a time</source>
        <translation>Start „%1“ oder End „%2“ ist keine Zeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TimelimitRaw &apos;%1&apos; or NNodes &apos;%2&apos; is not a positive number</source>
        <translation>TimelimitRaw „%1“ oder NNodes „%2“ ist keine positive Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>times out of order (submit %1, start %2, end %3)</source>
        <translation>Zeiten in falscher Reihenfolge (Abschicken %1, Start %2, Ende %3)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: no header line &apos;JobID JobName UID …&apos; found</source>
        <translation>%1: keine Kopfzeile „JobID JobName UID …“ gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first line declares %1 jobs; the file holds %2</source>
        <translation>die erste Zeile nennt %1 Jobs; die Datei enthält %2</translation>
    </message>
    <message>
        <location filename="../model/traces/sacct_reader.cpp" line="+43"/>
        <source>%1: line %2: the header must name at least the columns JobID and Submit (sacct --parsable2 -o JobID,Submit,…)</source>
        <translation>%1: Zeile %2: die Kopfzeile muss mindestens die Spalten JobID und Submit nennen (sacct --parsable2 -o JobID,Submit,…)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected %1 &apos;|&apos;-separated fields as in the header, found %2</source>
        <translation>%1 durch „|“ getrennte Felder wie in der Kopfzeile erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>empty JobID</source>
        <translation>leere JobID</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 &apos;%2&apos; is not a time</source>
        <translation>%1 „%2“ ist keine Zeit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no Submit time</source>
        <translation>keine Submit-Zeit</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: empty file: no sacct header line</source>
        <translation>%1: leere Datei: keine sacct-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../model/traces/swf_reader.cpp" line="+26"/>
        <source>expected 18 fields, found %1</source>
        <translation>18 Felder erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field %1 (&apos;%2&apos;) is not a number</source>
        <translation>Feld %1 („%2“) ist keine Zahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no submit time (field 2 is %1)</source>
        <translation>keine Abschickzeit (Feld 2 ist %1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the header declares %1 jobs; %2 were read</source>
        <translation>der Kopf nennt %1 Jobs; %2 wurden gelesen</translation>
    </message>
    <message>
        <location filename="../model/traces/trace_reader.cpp" line="+56"/>
        <source>a line of %1 bytes, longer than any trace line (%2 bytes at most): skipped unread</source>
        <translation>eine Zeile von %1 Bytes, länger als jede Trace-Zeile (höchstens %2 Bytes): ungelesen übersprungen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: line %2: %3</source>
        <translation>%1: Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: the file is empty (no jobs, no header)</source>
        <translation>%1: die Datei ist leer (keine Jobs, kein Kopf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not a known trace format (SWF, sacct --parsable2, Mirage log, Eagle CSV)</source>
        <translation>%1: kein bekanntes Aufzeichnungsformat (SWF, sacct --parsable2, Mirage-Log, Eagle-CSV)</translation>
    </message>
    <message>
        <location filename="../model/slurm/command_runner.cpp" line="+66"/>
        <source>%1: could not start: %2</source>
        <translation>%1: ließ sich nicht starten: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no answer within the time limit (%2 s)</source>
        <translation>%1: keine Antwort innerhalb der Frist (%2 s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cancelled</source>
        <translation>%1: abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: failed with exit code %2</source>
        <translation>%1: mit Exit-Code %2 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: failed (exit code %2): %3</source>
        <translation>%1: fehlgeschlagen (Exit-Code %2): %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is not an ssh:// address (ssh://[user@]host[:port])</source>
        <translation>„%1“ ist keine ssh://-Adresse (ssh://[benutzer@]rechner[:port])</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos;: the port must be a number from 1 to 65535</source>
        <translation>„%1“: der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos;: not a valid user or host name</source>
        <translation>„%1“: kein gültiger Benutzer- oder Rechnername</translation>
    </message>
    <message>
        <location filename="../model/slurm/hostlist.cpp" line="+31"/>
        <source>unbalanced &apos;[&apos; in &apos;%1&apos;</source>
        <translation>nicht geschlossenes „[“ in „%1“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bad range &apos;%1&apos; in &apos;%2&apos;</source>
        <translation>ungültiger Bereich „%1“ in „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>&apos;%1&apos; expands to more than %2 hosts</source>
        <translation>„%1“ ergibt mehr als %2 Rechner</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>unbalanced &apos;]&apos; in hostlist &apos;%1&apos;</source>
        <translation>überzähliges „]“ in der Rechnerliste „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hostlist &apos;%1&apos;: %2</source>
        <translation>Rechnerliste „%1“: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unbalanced &apos;[&apos; in hostlist &apos;%1&apos;</source>
        <translation>nicht geschlossenes „[“ in der Rechnerliste „%1“</translation>
    </message>
    <message>
        <location filename="../model/slurm/queue_parsers.cpp" line="+82"/>
        <source>squeue output, line %1: %2</source>
        <translation>Ausgabe von squeue, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected %1 fields, found %2 (is this Mirage&apos;s squeue format?)</source>
        <translation>%1 Felder erwartet, %2 gefunden (ist das Mirages squeue-Format?)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>job id &apos;%1&apos; is not a number</source>
        <translation>Job-ID „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>submit time &apos;%1&apos; is not a time</source>
        <translation>Abschickzeit „%1“ ist keine Zeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>running job %1 has no start time (&apos;%2&apos;)</source>
        <translation>laufender Job %1 hat keine Startzeit („%2“)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>node count &apos;%1&apos; is not a number</source>
        <translation>Knotenzahl „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read the GPU request &apos;%1&apos;</source>
        <translation>die GPU-Anforderung „%1“ ist nicht lesbar</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>sinfo output, line %1: %2</source>
        <translation>Ausgabe von sinfo, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 7 fields, found %1</source>
        <translation>7 Felder erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>CPU states &apos;%1&apos; are not A/I/O/T</source>
        <translation>CPU-Zustände „%1“ sind nicht A/I/O/T</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read the GRES &apos;%1&apos; / &apos;%2&apos;</source>
        <translation>die GRES „%1“ / „%2“ sind nicht lesbar</translation>
    </message>
    <message>
        <location filename="../model/slurm/slurm_values.cpp" line="+133"/>
        <source>%1 --json: %2 at byte %3</source>
        <translation>%1 --json: %2 bei Byte %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 --json: expected an object</source>
        <translation>%1 --json: Objekt erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 --json reports an error: %2</source>
        <translation>%1 --json meldet einen Fehler: %2</translation>
    </message>
    <message>
        <location filename="../model/slurm/queue_parsers.cpp" line="+37"/>
        <source>squeue --json: jobs[%1]: no job_id or submit_time</source>
        <translation>squeue --json: jobs[%1]: keine job_id oder submit_time</translation>
    </message>
    <message>
        <location filename="../model/slurm/scontrol_parser.cpp" line="+41"/>
        <source>scontrol show partition, line %1: no PartitionName=</source>
        <translation>scontrol show partition, Zeile %1: kein PartitionName=</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>scontrol show partition, line %1: TotalNodes &apos;%2&apos; is not a number</source>
        <translation>scontrol show partition, Zeile %1: TotalNodes „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>scontrol show partition, line %1: MaxTime: %2</source>
        <translation>scontrol show partition, Zeile %1: MaxTime: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>scontrol show node, line %1: no NodeName=</source>
        <translation>scontrol show node, Zeile %1: kein NodeName=</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>scontrol show node, line %1: CPUTot &apos;%2&apos; is not a number</source>
        <translation>scontrol show node, Zeile %1: CPUTot „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scontrol show node, line %1: cannot read Gres &apos;%2&apos;</source>
        <translation>scontrol show node, Zeile %1: Gres „%2“ ist nicht lesbar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>scontrol show job, line %1: %2</source>
        <translation>scontrol show job, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>JobId &apos;%1&apos; is not a number</source>
        <translation>JobId „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>SubmitTime &apos;%1&apos; is not a time</source>
        <translation>SubmitTime „%1“ ist keine Zeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>running job %1 has no StartTime</source>
        <translation>laufender Job %1 hat keine StartTime</translation>
    </message>
    <message>
        <location filename="../model/slurm/snapshot_source.cpp" line="+42"/>
        <source>%1: cannot tell the host&apos;s time zone from &apos;%2&apos;</source>
        <translation>%1: aus „%2“ lässt sich die Zeitzone des Rechners nicht bestimmen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: Slurm is not configured there (no slurm.conf)</source>
        <translation>%1: Slurm ist dort nicht eingerichtet (keine slurm.conf)</translation>
    </message>
    <message>
        <location filename="../model/store/snapshot_store.cpp" line="+39"/>
        <source>%1: no snapshot of cluster &apos;%2&apos;</source>
        <translation>%1: kein Schnappschuss von Cluster „%2“</translation>
    </message>
    <message>
        <location filename="../model/services/cluster_poller.cpp" line="+61"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>connecting to %1…</source>
        <translation>Verbindung zu %1 wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>%1 — next try in %2 s</source>
        <translation>%1 — nächster Versuch in %2 s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>connected to %1</source>
        <translation>verbunden mit %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connected to %1; history: %2</source>
        <translation>verbunden mit %1; Geschichte: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; calibration: %1</source>
        <translation>; Kalibrierung: %1</translation>
    </message>
    <message>
        <location filename="../model/slurm/sacct_json.cpp" line="+26"/>
        <source>sacct --json: jobs[%1]: no job_id or time.submission</source>
        <translation>sacct --json: jobs[%1]: keine job_id oder time.submission</translation>
    </message>
    <message>
        <location filename="../model/forecast/snapshot_simulation.cpp" line="+44"/>
        <source>%1 has no node that can run jobs (all down, drained or unknown)</source>
        <translation>%1 hat keinen Knoten, der Jobs ausführen kann (alle down, drained oder unbekannt)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>job %1: unknown partition &apos;%2&apos;</source>
        <translation>Job %1: unbekannte Partition „%2“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>job %1: its nodes are not usable</source>
        <translation>Job %1: seine Knoten sind nicht nutzbar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>job %1: waits on a dependency (%2)</source>
        <translation>Job %1: wartet auf eine Abhängigkeit (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>job %1: asks for more than partition %2 has</source>
        <translation>Job %1: verlangt mehr, als Partition %2 hat</translation>
    </message>
    <message>
        <location filename="../model/forecast/monte_carlo.cpp" line="+282"/>
        <source>the cluster has no partition &apos;%1&apos;</source>
        <translation>der Cluster hat keine Partition &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>partition %1 can never run %2 nodes with %3 GPUs each</source>
        <translation>Partition %1 kann nie %2 Knoten mit je %3 GPUs bereitstellen</translation>
    </message>
    <message>
        <location filename="../model/forecast/job_request.cpp" line="+13"/>
        <source>job request &apos;%1&apos;: %2</source>
        <translation>Job-Anforderung „%1“: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not key=value</source>
        <translation>„%1“ hat nicht die Form Schlüssel=Wert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nodes must be a whole number ≥ 1, not &apos;%1&apos;</source>
        <translation>nodes muss eine ganze Zahl ≥ 1 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gpus (per node) must be a whole number ≥ 0, not &apos;%1&apos;</source>
        <translation>gpus (je Knoten) muss eine ganze Zahl ≥ 0 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>time must be a limit such as 48:00:00 or 2-00:00:00, not &apos;%1&apos;</source>
        <translation>time muss ein Zeitlimit wie 48:00:00 oder 2-00:00:00 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown key &apos;%1&apos; (partition, nodes, gpus, time, user)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; (partition, nodes, gpus, time, user)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no partition=</source>
        <translation>kein partition=</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no time=</source>
        <translation>kein time=</translation>
    </message>
    <message>
        <location filename="../model/forecast/baseline_forecasters.cpp" line="+42"/>
        <source>partition %1 can never run the request</source>
        <translation>Partition %1 kann die Anfrage nie ausführen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no job of %1 started in the 30 days before the forecast: import its history first (mirage-cli import)</source>
        <translation>kein Job von %1 ist in den 30 Tagen vor der Vorhersage gestartet: zuerst seine Historie importieren (mirage-cli import)</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>no job of %1 started in the 90 days before the forecast: import its history first (mirage-cli import)</source>
        <translation>kein Job von %1 ist in den 90 Tagen vor der Vorhersage gestartet: zuerst seine Historie importieren (mirage-cli import)</translation>
    </message>
    <message>
        <location filename="../model/forecast/forecast_evaluation.cpp" line="+30"/>
        <source>Collecting training examples</source>
        <translation>Trainingsbeispiele sammeln</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../model/forecast/forecaster_factory.cpp" line="+70"/>
        <source>unknown method &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Methode &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the training window is empty: --train-until must come after %1</source>
        <translation>das Trainingsfenster ist leer: --train-until muss nach %1 liegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the test window must not start before the end of training</source>
        <translation>das Testfenster darf nicht vor dem Ende des Trainings beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the test window is empty: the trace ends at %1</source>
        <translation>das Testfenster ist leer: der Trace endet am %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the test window is empty: it ends (%1) before it starts (%2)</source>
        <translation>das Testfenster ist leer: es endet (%1), bevor es beginnt (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the training window is empty: --train-until less the embargo (%1 h) must come after %2</source>
        <translation>das Trainingsfenster ist leer: --train-until abzüglich der Sperrfrist (%1 h) muss nach %2 liegen</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+31"/>
        <location line="+89"/>
        <location filename="../model/forecast/forecast_training.cpp" line="+66"/>
        <location line="+19"/>
        <location filename="../model/services/trace_simulation.cpp" line="+232"/>
        <location filename="../model/whatif/whatif_run.cpp" line="+93"/>
        <location line="+68"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Training %1</source>
        <translation>%1 trainieren</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>job %1 (submitted %2): %3</source>
        <translation>Job %1 (eingereicht %2): %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Forecasting the test window</source>
        <translation>Das Testfenster vorhersagen</translation>
    </message>
    <message>
        <location filename="../model/forecast/forecaster.cpp" line="+38"/>
        <source>Slurm&apos;s own estimate: every job runs to its limit (squeue --start / sbatch --test-only)</source>
        <translation>Slurms eigene Schätzung: jeder Job läuft bis zu seinem Limit (squeue --start / sbatch --test-only)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waits of similar jobs that started recently</source>
        <translation>Wartezeiten ähnlicher Jobs, die kürzlich gestartet sind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QBETS: binomial bounds on quantiles of similar jobs&apos; waits, with change-point trimming</source>
        <translation>QBETS: Binomial-Schranken für Quantile der Wartezeiten ähnlicher Jobs, mit Abschneiden an Bruchstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient-boosted trees (XGBoost) on the snapshot&apos;s features, conformally calibrated</source>
        <translation>Gradient-Boosted Trees (XGBoost) auf den Merkmalen des Snapshots, konform kalibriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random forest (XGBoost) on the snapshot&apos;s features, conformally calibrated</source>
        <translation>Random Forest (XGBoost) auf den Merkmalen des Snapshots, konform kalibriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neural network (libtorch) trained with the pinball loss, conformally calibrated</source>
        <translation>Neuronales Netz (libtorch), trainiert mit dem Pinball-Verlust, konform kalibriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulator rollouts with learned runtimes and future arrivals from history</source>
        <translation>Simulator-Durchläufe mit gelernten Laufzeiten und künftigen Ankünften aus der Historie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no partition &apos;%2&apos; (it has: %3)</source>
        <translation>%1 hat keine Partition &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>partition %1: no node has %2 GPUs (at most %3)</source>
        <translation>Partition %1: kein Knoten hat %2 GPUs (höchstens %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>partition %1 has no usable node (all down or drained)</source>
        <translation>Partition %1 hat keinen nutzbaren Knoten (alle down oder drained)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>partition %1 has %2 nodes; the request asks for %3 nodes</source>
        <translation>Partition %1 hat %2 Knoten; die Anfrage verlangt %3 Knoten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>partition %1 allows at most %2; the request asks for %3</source>
        <translation>Partition %1 erlaubt höchstens %2; die Anfrage verlangt %3</translation>
    </message>
    <message>
        <location filename="../model/forecast/forecaster_factory.cpp" line="-3"/>
        <source>no trained %1 model: train one with mirage-cli train-forecast</source>
        <translation>kein trainiertes %1-Modell: eines mit mirage-cli train-forecast trainieren</translation>
    </message>
    <message>
        <location filename="../model/store/forecast_model_store.cpp" line="+52"/>
        <source>%1: no stored job of cluster &apos;%2&apos; has started by then</source>
        <translation>%1: bis dahin ist kein gespeicherter Job von Cluster &apos;%2&apos; gestartet</translation>
    </message>
    <message>
        <location filename="../model/store/chain_store.cpp" line="-162"/>
        <location filename="../model/store/forecast_model_store.cpp" line="+33"/>
        <source>cannot store the %1 model in %2: %3</source>
        <translation>das %1-Modell kann nicht in %2 gespeichert werden: %3</translation>
    </message>
    <message>
        <location filename="../model/store/forecast_model_store.cpp" line="+41"/>
        <source>no %1 model for %2: train one with mirage-cli train-forecast --cluster %2</source>
        <translation>kein %1-Modell für %2: eines mit mirage-cli train-forecast --cluster %2 trainieren</translation>
    </message>
    <message>
        <location filename="../model/forecast/chain_risk.cpp" line="+47"/>
        <source>job %1 is not in %2&apos;s queue (neither running nor pending at %3)</source>
        <translation>Job %1 ist nicht in der Warteschlange von %2 (weder laufend noch wartend um %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>job %1 has no time limit: it cannot be interrupted by one</source>
        <translation>Job %1 hat kein Zeitlimit: er kann nicht durch eines unterbrochen werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>job %1 (running since %2)</source>
        <translation>Job %1 (läuft seit %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>job %1 (pending)</source>
        <translation>Job %1 (wartend)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>the predecessor is neither a job id nor a request: %1</source>
        <translation>der Vorgänger ist weder eine Job-ID noch eine Anfrage: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>predecessor: %1</source>
        <translation>Vorgänger: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>successor: %1</source>
        <translation>Nachfolger: %1</translation>
    </message>
    <message>
        <location filename="../model/forecast/forecast_training.cpp" line="-64"/>
        <source>&apos;%1&apos; is not a learned method (learned: xgboost, random-forest, torch-quantile)</source>
        <translation>&apos;%1&apos; ist keine gelernte Methode (gelernt: xgboost, random-forest, torch-quantile)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no job with a start time to learn from</source>
        <translation>es gibt keinen Job mit Startzeit, aus dem gelernt werden kann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the history from %1 to %2 is too short to learn from (at least two days after a two-day warm-up)</source>
        <translation>die Historie von %1 bis %2 ist zu kurz zum Lernen (mindestens zwei Tage nach zwei Tagen Einlaufzeit)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Validation: %1</source>
        <translation>Validierung: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no job was submitted in the training (%1 to %2) or validation (%2 to %3) window</source>
        <translation>im Trainingsfenster (%1 bis %2) oder im Validierungsfenster (%2 bis %3) wurde kein Job eingereicht</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Training %1 on the whole window</source>
        <translation>%1 auf dem ganzen Fenster trainieren</translation>
    </message>
    <message>
        <location filename="../model/forecast/slurm_test_only.cpp" line="+31"/>
        <source>sbatch --test-only gave no start time: %1</source>
        <translation>sbatch --test-only nannte keine Startzeit: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sbatch --test-only: bad time &apos;%1&apos;</source>
        <translation>sbatch --test-only: ungültige Zeit &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/policy/predictor_policy.cpp" line="-29"/>
        <source>%1: %2 training examples are too few</source>
        <translation>%1: %2 Trainingsbeispiele sind zu wenige</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&apos;%1&apos; is not a paper predictor (random-forest, xgboost, transformer, moe)</source>
        <translation>„%1“ ist kein Prädiktor des Artikels (random-forest, xgboost, transformer, moe)</translation>
    </message>
    <message>
        <location filename="../model/policy/chain_definition.cpp" line="+92"/>
        <source>the chain needs a name</source>
        <translation>die Kette braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: no partition</source>
        <translation>Kette %1: keine Partition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: no sbatch script</source>
        <translation>Kette %1: kein sbatch-Skript</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>chain %1: %2 is a folder, not an sbatch script</source>
        <translation>Kette %1: %2 ist ein Ordner, kein sbatch-Skript</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>chain %1: the script %2 starts with &apos;-&apos;: sbatch would read it as an option</source>
        <translation>Kette %1: das Skript %2 beginnt mit „-“: sbatch würde es als Option lesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>chain %1: the script %2 does not exist</source>
        <translation>Kette %1: das Skript %2 existiert nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: the script %2 cannot be read</source>
        <translation>Kette %1: das Skript %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>chain %1: links must be 1 … 10000, not %2</source>
        <translation>Kette %1: Glieder müssen 1 … 10000 sein, nicht %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: nodes must be at least 1</source>
        <translation>Kette %1: mindestens 1 Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: a time limit is required (a chain exists because of it)</source>
        <translation>Kette %1: ein Zeitlimit ist nötig (deswegen gibt es die Kette)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chain %1: the interruption weight must be 0 … %2, not %3</source>
        <translation>Kette %1: das Unterbrechungsgewicht muss 0 … %2 sein, nicht %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../model/store/chain_store.cpp" line="+52"/>
        <source>chain %1: unknown policy &apos;%2&apos; (known: %3)</source>
        <translation>Kette %1: unbekannte Richtlinie &apos;%2&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <location filename="../model/policy/chain_runner.cpp" line="+70"/>
        <source>link %1 of %2 is due: sbatch %3 (confirm to submit)</source>
        <translation>Glied %1 von %2 ist fällig: sbatch %3 (zum Einreichen bestätigen)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sbatch printed no job id: %1</source>
        <translation>sbatch nannte keine Job-ID: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>submitted link %1 of %2 as job %3</source>
        <translation>Glied %1 von %2 als Job %3 eingereicht</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>all %1 links are submitted</source>
        <translation>alle %1 Glieder sind eingereicht</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>link %1 was submitted before a crash: job %2</source>
        <translation>Glied %1 wurde vor einem Absturz eingereicht: Job %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>all %1 links ran</source>
        <translation>alle %1 Glieder sind gelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last link (job %1) runs</source>
        <translation>das letzte Glied (Job %1) läuft</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>job %1 runs until %2; %3 waits</source>
        <translation>Job %1 läuft bis %2; %3 wartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>job %1 is pending</source>
        <translation>Job %1 wartet</translation>
    </message>
    <message>
        <location filename="../model/store/chain_store.cpp" line="-136"/>
        <location line="+170"/>
        <source>%1 already holds a chain named &apos;%2&apos;</source>
        <translation>%1 enthält schon eine Kette namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>cannot store chain %1 in %2: %3</source>
        <translation>Kette %1 kann nicht in %2 gespeichert werden: %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 holds no chain &apos;%2&apos; (it has: %3)</source>
        <translation>%1 enthält keine Kette &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+10"/>
        <source>cannot record link %1 in %2: %3</source>
        <translation>Glied %1 kann nicht in %2 vermerkt werden: %3</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>cannot delete chain %1 from %2: %3</source>
        <translation>kann Kette %1 nicht aus %2 löschen: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (pid %2 on %3, since %4)</source>
        <translation>%1 (PID %2 auf %3, seit %4)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>cannot record the chain&apos;s runner in %1: %2</source>
        <translation>kann den Runner der Kette nicht in %1 vermerken: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot release the chain&apos;s runner in %1: %2</source>
        <translation>kann den Runner der Kette in %1 nicht freigeben: %2</translation>
    </message>
    <message>
        <location filename="../model/forecast/learned_forecaster.cpp" line="-28"/>
        <location filename="../model/store/chain_store.cpp" line="-154"/>
        <source>unversioned</source>
        <translation>ohne Version</translation>
    </message>
    <message>
        <location filename="../model/store/chain_store.cpp" line="+15"/>
        <source>cannot store the evaluation in %1: %2</source>
        <translation>die Bewertung kann nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+33"/>
        <source>%1 holds no chain %2</source>
        <translation>%1 enthält keine Kette %2</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+34"/>
        <source>cannot change chain %1 in %2: %3</source>
        <translation>Kette %1 kann in %2 nicht geändert werden: %3</translation>
    </message>
    <message>
        <location filename="../model/report/ics_writer.cpp" line="+52"/>
        <source>Mirage chain %1</source>
        <translation>Mirage-Kette %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Submit link %1 of %2 of chain %3 (partition %4, policy %5).</source>
        <translation>Glied %1 von %2 der Kette %3 einreichen (Partition %4, Richtlinie %5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead before the predecessor&apos;s limit end: %1 min.</source>
        <translation>Vorlauf vor dem Limitende des Vorgängers: %1 min.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P(interruption) %1 %, expected gap %2 h, expected overlap %3 h, expected cost %4 GPU-h.</source>
        <translation>P(Unterbrechung) %1 %, erwartete Lücke %2 h, erwartete Überlappung %3 h, erwartete Kosten %4 GPU-h.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Submit %1, link %2</source>
        <translation>%1 einreichen, Glied %2</translation>
    </message>
    <message>
        <location filename="../model/report/policies_report.cpp" line="+30"/>
        <source>cost GPU-h [95 %]</source>
        <translation>Kosten GPU-h [95 %]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interruption h [95 %]</source>
        <translation>Unterbrechung h [95 %]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>× oracle [95 %]</source>
        <translation>× Orakel [95 %]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overlap h [95 %]</source>
        <translation>Überlapp. h [95 %]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>less than reactive</source>
        <translation>weniger als reaktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no interruption</source>
        <translation>keine Unterbrechung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Chain policies on %1</source>
        <translation>Kettenrichtlinien auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace: %1</source>
        <translation>Trace: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster: %1 nodes at %2× the load; chains of %3 node(s) × %4 h</source>
        <translation>Cluster: %1 Knoten bei %2-facher Last; Ketten aus %3 Knoten × %4 h</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Validation: %1 episodes of five days from %2</source>
        <translation>Validierung: %1 Episoden zu fünf Tagen ab %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Method: the Mirage paper&apos;s protocol, every method on the same episodes; 95 % paired bootstrap intervals</source>
        <translation>Methode: das Protokoll des Mirage-Papers, jedes Verfahren auf denselben Episoden; gepaarte 95-%-Bootstrap-Intervalle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost of a hand-over: the chain&apos;s GPUs × (%1 × hours interrupted + hours of overlap), in GPU-hours; the oracle is the least cost knowing the future</source>
        <translation>Kosten einer Übergabe: die GPUs der Kette × (%1 × unterbrochene Stunden + Stunden Überlappung), in GPU-Stunden; das Orakel sind die geringsten Kosten bei bekannter Zukunft</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/report/report_builders.cpp" line="+22"/>
        <source>Generated %1 by Mirage</source>
        <translation>Erstellt %1 von Mirage</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 costs the least: %2 GPU-h a hand-over, %3 times the hindsight oracle&apos;s.</source>
        <translation>%1 kostet am wenigsten: %2 GPU-h je Übergabe, das %3-Fache des Orakels im Nachhinein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 costs the least: %2 GPU-h a hand-over.</source>
        <translation>%1 kostet am wenigsten: %2 GPU-h je Übergabe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No other method has both less interruption and less overlap than %1.</source>
        <translation>Kein anderes Verfahren hat zugleich weniger Unterbrechung und weniger Überlappung als %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 interrupts the service %2 % less than reactive (%3 h against %4 h on average), at %5 h of overlap.</source>
        <translation>%1 unterbricht den Dienst %2 % weniger als reaktiv (im Mittel %3 h gegenüber %4 h), bei %5 h Überlappung.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All episodes</source>
        <translation>Alle Episoden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Episodes of %1 load (by reactive&apos;s outcome)</source>
        <translation>Episoden mit Last %1 (nach dem Ergebnis von reaktiv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Distribution of d</source>
        <translation>Verteilung von d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d (h): below 0 overlap, above 0 interruption</source>
        <translation>d (h): unter 0 Überlappung, über 0 Unterbrechung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of episodes</source>
        <translation>Anteil der Episoden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>d per episode</source>
        <translation>d je Episode</translation>
    </message>
    <message>
        <location filename="../model/report/report_builders.cpp" line="+6"/>
        <source>submitted</source>
        <translation>eingereicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Submission schedule of chain %1</source>
        <translation>Einreichungsplan der Kette %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition %1: %2 links of %3 node(s) × %4</source>
        <translation>Partition %1: %2 Glieder zu %3 Knoten × %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Policy: %1</source>
        <translation>Richtlinie: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Method: no wait forecast (no cluster state given): links as their predecessors end</source>
        <translation>Methode: keine Wartezeitprognose (kein Clusterzustand angegeben): Glieder, wenn ihre Vorgänger enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Method: interruption risk from the %1 wait forecast of the queue at %2</source>
        <translation>Methode: Unterbrechungsrisiko aus der %1-Wartezeitprognose der Warteschlange um %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: the chain&apos;s GPUs × (%1 × hours interrupted + hours of overlap), in GPU-hours</source>
        <translation>Kosten: die GPUs der Kette × (%1 × unterbrochene Stunden + Stunden Überlappung), in GPU-Stunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times in %1</source>
        <translation>Zeiten in %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Submit link %1 at %2, %3 before its predecessor&apos;s time limit ends: the chance that the service is interrupted is then %4 % (%5 h expected), and about %6 h of the two jobs would overlap: an expected cost of %7 GPU-hours.</source>
        <translation>Glied %1 um %2 abschicken, %3 bevor das Zeitlimit seines Vorgängers endet: die Wahrscheinlichkeit einer Dienstunterbrechung ist dann %4 % (%5 h erwartet), und etwa %6 h würden sich die beiden Jobs überlappen: erwartete Kosten von %7 GPU-Stunden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Submit link %1 at %2.</source>
        <translation>Reichen Sie Glied %1 am %2 ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of the chain&apos;s %2 links are submitted; the %3 policy plans the rest, each as its predecessor ends.</source>
        <translation>%1 der %2 Glieder der Kette sind eingereicht; die Richtlinie %3 plant den Rest, jedes, wenn sein Vorgänger endet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Schedule</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each link after the first should be submitted at the time shown, the lead before its predecessor&apos;s time limit ends. Planned links assume each link starts as its predecessor ends and use today&apos;s queue; recompute as the chain runs.</source>
        <translation>Jedes Glied nach dem ersten sollte zur gezeigten Zeit eingereicht werden, den Vorlauf vor dem Ende des Zeitlimits seines Vorgängers. Geplante Glieder nehmen an, dass jedes Glied startet, wenn sein Vorgänger endet, und nutzen die heutige Warteschlange; neu berechnen, während die Kette läuft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links</source>
        <translation>Glieder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>link</source>
        <translation>Glied</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>submit at</source>
        <translation>einreichen um</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead</source>
        <translation>Vorlauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P(interruption)</source>
        <translation>P(Unterbrechung)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expected gap (h)</source>
        <translation>erwartete Lücke (h)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected overlap (h)</source>
        <translation>erwartete Überlappung (h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expected cost (GPU-h)</source>
        <translation>erwartete Kosten (GPU-h)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>What-if comparison</source>
        <translation>Was-wäre-wenn-Vergleich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the demo cluster</source>
        <translation>der Demo-Cluster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trace %1</source>
        <translation>Aufzeichnung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../model/services/policy_builder.cpp" line="+380"/>
        <location filename="../model/services/workload_loader.cpp" line="+32"/>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data: %1</source>
        <translation>Daten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Window: %1 to %2</source>
        <translation>Zeitraum: %1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Method: the Mirage simulator, every scenario on the same jobs</source>
        <translation>Methode: der Mirage-Simulator, jedes Szenario mit denselben Jobs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every scenario replays the same %1 jobs; &quot;%2&quot; is the base: its jobs wait %3 h on average (P90 %4 h) at a utilisation of %5 %.</source>
        <translation>Jedes Szenario spielt dieselben %1 Jobs ab; „%2“ ist die Basis: seine Jobs warten im Mittel %3 h (P90 %4 h) bei einer Auslastung von %5 %.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; could not run: %2</source>
        <translation>„%1“ konnte nicht laufen: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; cuts the mean wait from %2 h to %3 h (P90 %4 h to %5 h); utilisation %6 % instead of %7 %.</source>
        <translation>„%1“ senkt die mittlere Wartezeit von %2 h auf %3 h (P90 %4 h auf %5 h); Auslastung %6 % statt %7 %.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; raises the mean wait from %2 h to %3 h (P90 %4 h to %5 h); utilisation %6 % instead of %7 %.</source>
        <translation>„%1“ erhöht die mittlere Wartezeit von %2 h auf %3 h (P90 %4 h auf %5 h); Auslastung %6 % statt %7 %.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+153"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <source>mean wait (h)</source>
        <translation>mittlere Wartezeit (h)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>median wait (h)</source>
        <translation>Median der Wartezeit (h)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>P90 wait (h)</source>
        <translation>P90 der Wartezeit (h)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>chain interruption (h)</source>
        <translation>Kettenunterbrechung (h)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>chain overlap (h)</source>
        <translation>Kettenüberlappung (h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change against %1</source>
        <translation>Änderung gegenüber %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Waits, utilisation and queue</source>
        <translation>Wartezeiten, Auslastung und Warteschlange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queue waits</source>
        <translation>Wartezeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wait (hours, log scale: log10(1 + h))</source>
        <translation>Wartezeit (Stunden, log. Skala: log10(1 + h))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of jobs</source>
        <translation>Anteil der Jobs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Utilisation over time</source>
        <translation>Auslastung über die Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>busy nodes / nodes</source>
        <translation>belegte Knoten / Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queue length over time</source>
        <translation>Länge der Warteschlange über die Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+111"/>
        <source>jobs waiting</source>
        <translation>wartende Jobs</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed against nominal quantile level</source>
        <translation>Beobachteter Anteil gegen nominelles Quantilniveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quantile level</source>
        <translation>Quantilniveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>observed share</source>
        <translation>beobachteter Anteil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration on the validation window</source>
        <translation>Kalibrierung im Validierungsfenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation jobs</source>
        <translation>Validierungsjobs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P10–P90 coverage</source>
        <translation>P10–P90-Abdeckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most P10</source>
        <translation>höchstens P10</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most P50</source>
        <translation>höchstens P50</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most P90</source>
        <translation>höchstens P90</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Each trained model was scored on the newest part of its training window, which it was not fitted on. For each quantile level the chart shows the share of those jobs that waited at most that quantile: a calibrated method lies on the diagonal; above it, its waits are too long, below it, too short. A P10–P90 interval should hold 80 % of the jobs.</source>
        <translation>Jedes trainierte Modell wurde am neuesten Teil seines Trainingsfensters bewertet, an den es nicht angepasst wurde. Für jedes Quantilniveau zeigt das Diagramm den Anteil dieser Jobs, die höchstens so lange warteten: Eine kalibrierte Methode liegt auf der Diagonale; darüber sind ihre Wartezeiten zu lang, darunter zu kurz. Ein P10–P90-Intervall sollte 80 % der Jobs enthalten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Queue-wait forecast for %1</source>
        <translation>Wartezeitprognose für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster state of %1</source>
        <translation>Clusterzustand von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job: %1</source>
        <translation>Job: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Method: %1</source>
        <translation>Methode: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By %1, the job would start within %2 with 50 % and within %3 with 90 % chance (within %4 with 10 %), that is by %5.</source>
        <translation>Laut %1 würde der Job mit 50 % Wahrscheinlichkeit innerhalb von %2 und mit 90 % innerhalb von %3 starten (mit 10 % innerhalb von %4), also bis %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 methods put the median wait between %2 (%3) and %4 (%5); the table and the chart compare them.</source>
        <translation>Die %1 Verfahren sehen die mittlere Wartezeit (Median) zwischen %2 (%3) und %4 (%5); Tabelle und Diagramm vergleichen sie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not available on this cluster: %1.</source>
        <translation>Auf diesem Cluster nicht verfügbar: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>jobs running</source>
        <translation>laufende Jobs</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Wait forecast</source>
        <translation>Wartezeitprognose</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait by method</source>
        <translation>Wartezeit nach Methode</translation>
    </message>
    <message>
        <location filename="../model/report/policies_report.cpp" line="-137"/>
        <location filename="../model/report/report_builders.cpp" line="-98"/>
        <location line="+99"/>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../model/report/report_builders.cpp" line="+0"/>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>likely start (median)</source>
        <translation>voraussichtlicher Start (Median)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance to have started</source>
        <translation>Wahrscheinlichkeit, gestartet zu sein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wait (hours)</source>
        <translation>Wartezeit (Stunden)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location filename="../model/report/report_writers.cpp" line="+34"/>
        <source>unknown format &apos;%1&apos; (pdf, html, csv, ics)</source>
        <translation>unbekanntes Format „%1“ (pdf, html, csv, ics)</translation>
    </message>
    <message>
        <location filename="../model/core/atomic_file.cpp" line="+13"/>
        <location filename="../model/report/report_writers.cpp" line="+292"/>
        <location line="+16"/>
        <location filename="../model/services/forecast_scoring.cpp" line="+148"/>
        <location line="+19"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../model/report/report_writers.cpp" line="-294"/>
        <source>%1: the report has no table to write as CSV</source>
        <translation>%1: der Bericht hat keine Tabelle, die als CSV geschrieben werden kann</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+84"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>cannot write %1: no PDF painter</source>
        <translation>%1 kann nicht geschrieben werden: kein PDF-Zeichner</translation>
    </message>
    <message>
        <location filename="../model/store/scenario_store.cpp" line="+32"/>
        <location line="+7"/>
        <source>cannot store scenario &apos;%1&apos; in %2: %3</source>
        <translation>Szenario „%1“ kann nicht in %2 gespeichert werden: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot store the results in %1: %2</source>
        <translation>die Ergebnisse können nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 holds no scenario &apos;%2&apos;</source>
        <translation>%1 enthält kein Szenario „%2“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a scenario named &apos;%1&apos; exists already</source>
        <translation>ein Szenario namens „%1“ gibt es schon</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot delete scenario &apos;%1&apos; from %2: %3</source>
        <translation>Szenario „%1“ kann nicht aus %2 gelöscht werden: %3</translation>
    </message>
    <message>
        <location filename="../model/whatif/scenario.cpp" line="+40"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>an ISO 8601 time such as 2023-03-01T00:00:00Z</source>
        <translation>eine ISO-8601-Zeit wie 2023-03-01T00:00:00Z</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>field &apos;%1%2&apos; must be %3</source>
        <translation>Feld „%1%2“ muss %3 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown field &apos;%1%2&apos; (known: %3)</source>
        <translation>unbekanntes Feld &apos;%1%2&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>a non-empty string</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+17"/>
        <source>an object with &quot;trace&quot;, &quot;cluster&quot; or &quot;demo&quot;</source>
        <translation>ein Objekt mit &quot;trace&quot;, &quot;cluster&quot; oder &quot;demo&quot;</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>given for a trace (its node count), a whole number ≥ 1</source>
        <translation>für eine Aufzeichnung angegeben (ihre Knotenzahl), eine ganze Zahl ≥ 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a known time zone</source>
        <translation>eine bekannte Zeitzone</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>field &apos;partition_nodes.%1&apos; must be a whole number ≥ 1</source>
        <translation>Feld „partition_nodes.%1“ muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>field &apos;name&apos; must be a non-empty string</source>
        <translation>Feld „name“ muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;base.trace&apos; needs a file and &apos;base.nodes&apos; ≥ 1</source>
        <translation>Feld „base.trace“ braucht eine Datei und „base.nodes“ ≥ 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;base.cluster&apos; must name a cluster of the store</source>
        <translation>Feld „base.cluster“ muss einen Cluster des Speichers nennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;base.until&apos; must come after &apos;base.from&apos;</source>
        <translation>Feld „base.until“ muss nach „base.from“ liegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;load_scale&apos; must be &gt; 0</source>
        <translation>Feld „load_scale“ muss &gt; 0 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;policy&apos; must be one of %1</source>
        <translation>Feld „policy“ muss eines von %1 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field &apos;chain_policy&apos; must be one of %1</source>
        <translation>Feld „chain_policy“ muss eines von %1 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field &apos;chains&apos; needs links ≥ 2, nodes ≥ 1 and limit_minutes ≥ 1</source>
        <translation>Feld „chains“ braucht links ≥ 2, nodes ≥ 1 und limit_minutes ≥ 1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>unknown sweep parameter &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Reihenparameter „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 = %2 is out of range</source>
        <translation>%1 = %2 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>sweep range &apos;%1&apos;: from:to:step with to ≥ from and step &gt; 0</source>
        <translation>Reihenbereich „%1“: von:bis:Schritt mit bis ≥ von und Schritt &gt; 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sweep range &apos;%1&apos; has more than 1000 points</source>
        <translation>Reihenbereich „%1“ hat mehr als 1000 Punkte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sweep value &apos;%1&apos; is not a number</source>
        <translation>Reihenwert „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no sweep values in &apos;%1&apos; (give from:to:step or a,b,c)</source>
        <translation>keine Reihenwerte in „%1“ (von:bis:Schritt oder a,b,c angeben)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1: kein JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 holds no scenario</source>
        <translation>%1 enthält kein Szenario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, scenario %2</source>
        <translation>%1, Szenario %2</translation>
    </message>
    <message>
        <location filename="../model/whatif/slurm_array.cpp" line="+29"/>
        <source>--shard &apos;%1&apos;: K/N with 0 ≤ K &lt; N</source>
        <translation>--shard „%1“: K/N mit 0 ≤ K &lt; N</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no scenario to run</source>
        <translation>kein Szenario zu rechnen</translation>
    </message>
    <message>
        <location filename="../model/services/demo_showcase.cpp" line="+38"/>
        <location filename="../model/services/evaluation_array.cpp" line="+75"/>
        <location filename="../model/slurm/batch_jobs.cpp" line="+37"/>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write %1</source>
        <translation>kann %1 nicht schreiben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the demo cluster has no partition</source>
        <translation>der Demo-Cluster hat keine Partition</translation>
    </message>
    <message>
        <location filename="../model/slurm/batch_jobs.cpp" line="-11"/>
        <source>partition &apos;%1&apos;: a Slurm partition name has letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos; only</source>
        <translation>Partition „%1“: ein Slurm-Partitionsname besteht nur aus Buchstaben, Ziffern, „_“, „.“ und „-“</translation>
    </message>
    <message>
        <location filename="../model/services/evaluation_array.cpp" line="-19"/>
        <source>%1: cannot read %2 (did its job run?)</source>
        <translation>%1: %2 kann nicht gelesen werden (lief sein Job?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 is not JSON (%3)</source>
        <translation>%1: %2 ist kein JSON (%3)</translation>
    </message>
    <message>
        <location filename="../model/services/evaluation_shards.cpp" line="+59"/>
        <source>offline shard %1 of %2: cannot read %3 (did its job run?)</source>
        <translation>Offline-Teil %1 von %2: %3 kann nicht gelesen werden (lief sein Job?)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not offline shard %2 of %3 of this code</source>
        <translation>%1 ist nicht Offline-Teil %2 von %3 dieses Codes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is cut short</source>
        <translation>%1 ist abgeschnitten</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>offline shard %1 holds training episode %2 of %3: another split</source>
        <translation>Offline-Teil %1 enthält Trainingsepisode %2 von %3: eine andere Aufteilung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no offline shard holds training episode %1</source>
        <translation>kein Offline-Teil enthält Trainingsepisode %1</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+20"/>
        <source>%1 holds other methods than the other shards</source>
        <translation>%1 enthält andere Methoden als die übrigen Teile</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: validation episode %2 is not in this split</source>
        <translation>%1: Validierungsepisode %2 gehört nicht zu dieser Aufteilung</translation>
    </message>
    <message>
        <location filename="../model/services/evaluation_array.cpp" line="+13"/>
        <source>shard %1 of %2: K/N with 0 ≤ K &lt; N</source>
        <translation>Teil %1 von %2: K/N mit 0 ≤ K &lt; N</translation>
    </message>
    <message>
        <location filename="../model/slurm/batch_jobs.cpp" line="+9"/>
        <source>the folder &apos;%1&apos; has a line break in its name</source>
        <translation>der Ordner „%1“ hat einen Zeilenumbruch im Namen</translation>
    </message>
    <message>
        <location filename="../model/services/evaluation_array.cpp" line="+121"/>
        <source>jobs %1 are queued, but %2 is not: %3</source>
        <translation>die Jobs %1 sind eingereiht, %2 aber nicht: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scoring: %1 of %2 shards</source>
        <translation>Bewertung: %1 von %2 Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline data: %1 of %2 shards</source>
        <translation>Offline-Daten: %1 von %2 Teilen</translation>
    </message>
    <message>
        <location filename="../model/slurm/batch_jobs.cpp" line="+54"/>
        <source>job %1 can never start: a job before it failed (its log is in %2)</source>
        <translation>Job %1 kann nie starten: ein Job davor ist fehlgeschlagen (sein Protokoll liegt in %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the jobs have ended without %1: see their logs in %2</source>
        <translation>die Jobs sind ohne %1 zu Ende gegangen: siehe ihre Protokolle in %2</translation>
    </message>
    <message>
        <location filename="../model/services/evaluation_array.cpp" line="+34"/>
        <source>Offline data of %1 of the %2 training episodes (shard %3 of %4)…</source>
        <translation>Offline-Daten von %1 der %2 Trainingsepisoden (Teil %3 von %4)…</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is missing: the training job has not run</source>
        <translation>%1 fehlt: der Trainingsjob ist nicht gelaufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the training job did not store it in %1</source>
        <translation>der Trainingsjob hat es nicht in %1 gespeichert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring %1 methods on %2 of the %3 validation episodes (shard %4 of %5)…</source>
        <translation>Bewerte %1 Methoden auf %2 der %3 Validierungsepisoden (Teil %4 von %5)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>shard %1 of %2 was cancelled</source>
        <translation>Teil %1 von %2 wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the training job&apos;s summary</source>
        <translation>die Zusammenfassung des Trainingsjobs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>score shard %1 of %2</source>
        <translation>Bewertungsteil %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not score shard %2 of %3</source>
        <translation>%1 ist nicht Bewertungsteil %2 von %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no score shard holds validation episode %1</source>
        <translation>kein Bewertungsteil enthält Validierungsepisode %1</translation>
    </message>
    <message>
        <location filename="../model/slurm/batch_jobs.cpp" line="-30"/>
        <source>sbatch printed no job id</source>
        <translation>sbatch nannte keine Job-ID</translation>
    </message>
    <message>
        <location filename="../model/whatif/slurm_array.cpp" line="+54"/>
        <source>the array %1 is queued, but the merge job is not: %2</source>
        <translation>das Array %1 ist eingereiht, der Zusammenführungs-Job aber nicht: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>shard %1 of %2 has no results: cannot read %3</source>
        <translation>Teil %1 von %2 hat keine Ergebnisse: %3 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not shard %2 of %3</source>
        <translation>%1 ist nicht Teil %2 von %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: scenario index %2 out of range</source>
        <translation>%1: Szenarioindex %2 außerhalb des Bereichs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no shard holds scenario %1</source>
        <translation>kein Teil enthält Szenario %1</translation>
    </message>
    <message>
        <location filename="../model/services/workload_loader.cpp" line="-15"/>
        <source>cluster &apos;%1&apos;: no store is open</source>
        <translation>Cluster „%1“: kein Speicher ist geöffnet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cluster &apos;%1&apos; has no partition in its newest snapshot</source>
        <translation>Cluster „%1“ hat in seinem neuesten Snapshot keine Partition</translation>
    </message>
    <message>
        <location filename="../model/whatif/workload.cpp" line="+85"/>
        <location line="+15"/>
        <source>%1 has no job in the scenario&apos;s window</source>
        <translation>%1 hat keinen Job im Zeitraum des Szenarios</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 has no partition in its newest snapshot</source>
        <translation>%1 hat in seinem neuesten Snapshot keine Partition</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>partition_nodes: %1 has no partition &apos;%2&apos; (it has %3)</source>
        <translation>partition_nodes: %1 hat keine Partition „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <location filename="../model/store/history_store.cpp" line="+38"/>
        <source>no cluster &apos;%1&apos; in %2: it holds none yet (mirage-cli import FILE adds one)</source>
        <translation>kein Cluster „%1“ in %2: er enthält noch keinen (mirage-cli import DATEI fügt einen hinzu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no cluster &apos;%1&apos; in %2 (it has: %3)</source>
        <translation>kein Cluster „%1“ in %2 (vorhanden: %3)</translation>
    </message>
    <message>
        <location filename="../model/services/policy_builder.cpp" line="-295"/>
        <source>The stored %1 model was trained by other code (%2); training it again.</source>
        <translation>Das gespeicherte %1-Modell wurde von anderem Code trainiert (%2); es wird neu trainiert.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>no stored %1 model: %2</source>
        <translation>kein gespeichertes %1-Modell: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Generating offline data: %1 training episodes × %2 probes…</source>
        <translation>Offline-Daten erzeugen: %1 Trainingsepisoden × %2 Proben…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Training %1 on %2 examples…</source>
        <translation>%1 auf %2 Beispielen trainieren…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Training the DQN on %1 training episodes…</source>
        <translation>Das DQN auf %1 Trainingsepisoden trainieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dqn: %1</source>
        <translation>dqn: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Training the policy gradient (REINFORCE) on %1 training episodes…</source>
        <translation>Den Policy-Gradienten (REINFORCE) auf %1 Trainingsepisoden trainieren…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Training the risk policy&apos;s wait forecaster (xgboost)…</source>
        <translation>Den Wartezeit-Vorhersager der Risiko-Richtlinie trainieren (xgboost)…</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>%1 has no job with submit, start, end, limit and nodes</source>
        <translation>%1 enthält keinen Job mit Einreichung, Start, Ende, Limit und Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read %1 jobs of %2</source>
        <translation>%1 Jobs von %2 gelesen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no validation episode: --validate-until must be after --validate-from</source>
        <translation>keine Validierungsepisode: --validate-until muss nach --validate-from liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no validation episode: the trace must reach five days past --validate-from</source>
        <translation>keine Validierungsepisode: der Trace muss fünf Tage über --validate-from hinausreichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no training episode ends before --validate-from %1 (%2 would reach into validation); give an earlier --train-until or a later --validate-from</source>
        <translation>keine Trainingsepisode endet vor --validate-from %1 (%2 würden in die Validierung reichen); geben Sie ein früheres --train-until oder ein späteres --validate-from an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no training episode before --train-until</source>
        <translation>keine Trainingsepisode vor --train-until</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 training episodes would simulate jobs of the validation window and are left out (the embargo); %2 remain</source>
        <translation>%1 Trainingsepisoden würden Jobs des Validierungsfensters simulieren und werden weggelassen (Sperrfrist); %2 bleiben</translation>
    </message>
    <message>
        <location filename="../model/services/policy_evaluation.cpp" line="+37"/>
        <source>Scoring %1 methods on %2 validation episodes…</source>
        <translation>Bewerte %1 Verfahren auf %2 Validierungsepisoden…</translation>
    </message>
    <message>
        <location filename="../model/services/trace_simulation.cpp" line="-166"/>
        <source>no jobs in the trace (or in the --from/--to window)</source>
        <translation>keine Jobs im Trace (oder im Fenster von --from/--to)</translation>
    </message>
    <message>
        <location filename="../model/services/cluster_state.cpp" line="+21"/>
        <location filename="../model/services/policy_builder.cpp" line="-46"/>
        <source>there is no store at %1 (import a trace first: mirage-cli import FILE, or give --db)</source>
        <translation>unter %1 gibt es keinen Speicher (importieren Sie zuerst eine Spur: mirage-cli import DATEI, oder geben Sie --db an)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../model/services/trace_simulation.cpp" line="+66"/>
        <source>cannot read %1</source>
        <translation>%1 ist nicht lesbar</translation>
    </message>
    <message>
        <location filename="../model/services/trace_simulation.cpp" line="+18"/>
        <source>no partition &apos;%1&apos;</source>
        <translation>keine Partition &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/services/forecast_scoring.cpp" line="+24"/>
        <source>%1 has no job with a start time</source>
        <translation>%1 enthält keinen Job mit Startzeit</translation>
    </message>
    <message>
        <location filename="../model/services/forecaster_training.cpp" line="+32"/>
        <source>cluster %1 has no stored job that started (%2 stored): import its history with `mirage-cli import` or let the poller collect it</source>
        <translation>Cluster %1 hat keinen gespeicherten Job, der gestartet ist (%2 gespeichert): Historie mit `mirage-cli import` importieren oder vom Poller sammeln lassen</translation>
    </message>
    <message>
        <location filename="../model/services/report_writing.cpp" line="-20"/>
        <source>Run the scenarios first: there is nothing to report.</source>
        <translation>Zuerst die Szenarien rechnen: es gibt nichts zu berichten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a cluster first: a forecast needs its queue.</source>
        <translation>Zuerst einen Cluster öffnen: eine Prognose braucht seine Warteschlange.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Evaluate the policies first: there is nothing to report.</source>
        <translation>Werten Sie zuerst die Richtlinien aus: es gibt nichts zu berichten.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>iCalendar is for schedules</source>
        <translation>iCalendar gibt es nur für Zeitpläne</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>scenario &apos;%1&apos; has not been run: mirage-cli whatif --stored &apos;%1&apos;</source>
        <translation>Szenario „%1“ wurde noch nicht gerechnet: mirage-cli whatif --stored &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a schedule report needs a chain</source>
        <translation>ein Zeitplan-Bericht braucht eine Kette</translation>
    </message>
    <message>
        <location filename="../model/services/chain_operations.cpp" line="+70"/>
        <location filename="../model/store/chain_store.cpp" line="+7"/>
        <location line="+49"/>
        <source>the chain is being run by %1; stop it there first</source>
        <translation>die Kette wird von %1 ausgeführt; halten Sie sie zuerst dort an</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>the cluster has no partition &apos;%1&apos; (it has: %2)</source>
        <translation>der Cluster hat keine Partition &apos;%1&apos; (vorhanden: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>chain %1: partition %2 allows at most %3; the time limit %4 is longer</source>
        <translation>Kette %1: Partition %2 erlaubt höchstens %3; das Zeitlimit %4 ist länger</translation>
    </message>
    <message>
        <location filename="../model/services/history_view.cpp" line="+15"/>
        <source>no stored job of cluster &apos;%1&apos; has started</source>
        <translation>kein gespeicherter Job des Clusters &apos;%1&apos; hat begonnen</translation>
    </message>
    <message>
        <location filename="../model/traces/trace_preview.cpp" line="+30"/>
        <source>%1: most lines are not %2 (line %3: %4)</source>
        <translation>%1: die meisten Zeilen sind nicht %2 (Zeile %3: %4)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>SWF (Standard Workload Format)</source>
        <translation>SWF (Standard Workload Format)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sacct --parsable2</source>
        <translation>sacct --parsable2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirage log</source>
        <translation>Mirage-Log</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eagle CSV</source>
        <translation>Eagle-CSV</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>detected from the file</source>
        <translation>aus der Datei erkannt</translation>
    </message>
    <message>
        <location filename="../model/forecast/rolling_evaluation.cpp" line="+29"/>
        <source>--rolling needs at least one month</source>
        <translation>--rolling braucht mindestens einen Monat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the trace has no job with a start time</source>
        <translation>der Trace hat keinen Job mit Startzeit</translation>
    </message>
    <message>
        <location filename="../model/store/calibration_store.cpp" line="+47"/>
        <source>%1: cannot store the calibration of %2: %3</source>
        <translation>%1: die Kalibrierung von %2 kann nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <location filename="../model/forecast/suggestion_reason.cpp" line="+31"/>
        <source>1 job waits in %1 now.</source>
        <translation>1 Job wartet jetzt in %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 jobs wait in %2 now.</source>
        <translation>%1 Jobs warten jetzt in %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted now, the successor would wait about %1 (P50), %2 at worst in nine cases of ten (P90).</source>
        <translation>Jetzt eingereicht, würde der Nachfolger etwa %1 warten (P50), in neun von zehn Fällen höchstens %2 (P90).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Submitted then, with the queue as it is forecast to be, it would wait about %1 (P50), %2 (P90).</source>
        <translation>Dann eingereicht, mit der Warteschlange, wie sie dann prognostiziert wird, würde er etwa %1 (P50), %2 (P90) warten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted %1 before the predecessor&apos;s limit end, it starts too late with a chance of %2 (expected gap %3 h) and overlaps the predecessor by %4 GPU-hours on average: an expected cost of %5 GPU-hours.</source>
        <translation>%1 vor dem Limitende des Vorgängers abgeschickt, startet er mit einer Wahrscheinlichkeit von %2 zu spät (erwartete Lücke %3 h) und überlappt den Vorgänger im Mittel um %4 GPU-Stunden: erwartete Kosten von %5 GPU-Stunden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 earlier: interruption %2, overlap %3 GPU-hours, cost %4 GPU-hours.</source>
        <translation>%1 früher: Unterbrechung %2, Überlappung %3 GPU-Stunden, Kosten %4 GPU-Stunden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 later: interruption %2, overlap %3 GPU-hours, cost %4 GPU-hours.</source>
        <translation>%1 später: Unterbrechung %2, Überlappung %3 GPU-Stunden, Kosten %4 GPU-Stunden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any later, the successor would go in after the predecessor has ended.</source>
        <translation>Noch später ginge der Nachfolger erst nach dem Ende des Vorgängers ein.</translation>
    </message>
    <message>
        <location filename="../model/services/calibration_warmup.cpp" line="+42"/>
        <source>cluster %1 has no stored job that started: nothing to calibrate on</source>
        <translation>Cluster %1 hat keinen gespeicherten Job, der gestartet ist: nichts, worauf kalibriert werden kann</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cluster %1&apos;s stored history is shorter than the %2 days to calibrate on</source>
        <translation>der gespeicherte Verlauf von Cluster %1 ist kürzer als die %2 Tage, auf denen kalibriert werden soll</translation>
    </message>
</context>
<context>
    <name>Mirage::ForecastScores</name>
    <message>
        <location filename="../widgets/forecast/forecast_scores.cpp" line="+24"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MAE log</source>
        <translation>MAE log</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 % below the historical median (%2)</source>
        <translation>%1 % unter dem historischen Median (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live MAE</source>
        <translation>Live-MAE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not scored on this cluster yet: the poller scores each forecast it issues once the job starts.</source>
        <translation>Auf diesem Cluster noch nicht bewertet: Der Poller bewertet jede ausgegebene Vorhersage, sobald der Job startet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 jobs forecast as they arrived on this cluster and scored when they started; the P10–P90 band held %2 %.</source>
        <translation>%1 Jobs bei ihrer Ankunft auf diesem Cluster vorhergesagt und bei ihrem Start bewertet; das P10–P90-Band hielt %2 %.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forecasts are shown calibrated by the %1 starts seen so far.</source>
        <translation>Vorhersagen werden kalibriert durch die bisher gesehenen %1 Starts gezeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration starts after %1 starts (%2 so far).</source>
        <translation>Die Kalibrierung beginnt nach %1 Starts (bisher %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trained on</source>
        <translation>Trainiert auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not trained</source>
        <translation>nicht trainiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no training</source>
        <translation>kein Training</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>not trained: mirage-cli train-forecast --cluster %1</source>
        <translation>nicht trainiert: mirage-cli train-forecast --cluster %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs no training; score it with mirage-cli forecast-eval</source>
        <translation>braucht kein Training; mit mirage-cli forecast-eval bewerten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slurm&apos;s own estimate of a waiting job&apos;s start (squeue), scored as the jobs started</source>
        <translation>Slurms eigene Schätzung des Starts eines wartenden Jobs (squeue), bewertet, als die Jobs starteten</translation>
    </message>
</context>
<context>
    <name>Mirage::Gui</name>
    <message>
        <location filename="../app/gui_main.cpp" line="+53"/>
        <source>Mirage: keep long GPU services alive on Slurm clusters.</source>
        <translation>Mirage: lange GPU-Dienste auf Slurm-Clustern am Leben halten.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Open the built-in demo cluster.</source>
        <translation>Den eingebauten Demo-Cluster öffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Render the window to a PNG once its data has loaded, then exit (without a display, offscreen).</source>
        <translation>Das Fenster als PNG speichern, sobald seine Daten geladen sind, dann beenden (ohne Bildschirm außerhalb des Bildschirms).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this workspace: cluster, forecast, chains, whatif, reports, policies.</source>
        <translation>Diesen Arbeitsbereich zeigen: cluster, forecast, chains, whatif, reports, policies.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Fenstergröße für --screenshot (Vorgabe 1280x800).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme for this run: system, light, dark.</source>
        <translation>Farbschema für diesen Start: system, light, dark.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the time of the first paint as JSON and exit (benchmarks).</source>
        <translation>Den Zeitpunkt des ersten Zeichnens als JSON ausgeben und beenden (Messungen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect to this saved cluster profile (see File → Connect).</source>
        <translation>Mit diesem gespeicherten Cluster-Profil verbinden (siehe Datei → Verbinden).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>unknown theme &apos;%1&apos; (system, light, dark)</source>
        <translation>unbekanntes Design &apos;%1&apos; (system, light, dark)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown workspace &apos;%1&apos; (cluster, forecast, chains, whatif, reports, policies)</source>
        <translation>unbekannter Arbeitsbereich „%1“ (cluster, forecast, chains, whatif, reports, policies)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--size: expected WxH such as 1280x800, got &apos;%1&apos;</source>
        <translation>--size: BxH wie 1280x800 erwartet, „%1“ erhalten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no saved cluster profile &apos;%1&apos;</source>
        <translation>kein gespeichertes Cluster-Profil „%1“</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write the screenshot to %1</source>
        <translation>Das Bildschirmfoto lässt sich nicht nach %1 schreiben</translation>
    </message>
</context>
<context>
    <name>Mirage::Plots</name>
    <message>
        <location filename="../widgets/common/interactive_plot.cpp" line="+43"/>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
</context>
<context>
    <name>Mirage::PolicyEpisodes</name>
    <message>
        <location filename="../widgets/policies/policy_episodes.cpp" line="+97"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the episode&apos;s five days begin (UTC)</source>
        <translation>Wann die fünf Tage der Episode beginnen (UTC)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By reactive&apos;s interruption: low ≤ 2 h, medium ≤ 12 h, heavy above</source>
        <translation>Nach der Unterbrechung von reactive: niedrig ≤ 2 h, mittel ≤ 12 h, hoch darüber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reactive d</source>
        <translation>d von reactive</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S submitted when P ends: the interruption it costs</source>
        <translation>S eingereicht, wenn P endet: die Unterbrechung, die das kostet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best method</source>
        <translation>Beste Methode</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The method of least cost here (d %1), the oracle left out</source>
        <translation>Die Methode mit den geringsten Kosten hier (d %1), ohne das Orakel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best cost</source>
        <translation>Beste Kosten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU-hours of the best method&apos;s hand-over; the oracle&apos;s: %1</source>
        <translation>GPU-Stunden der Übergabe der besten Methode; die des Orakels: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours of the best method&apos;s hand-over</source>
        <translation>GPU-Stunden der Übergabe der besten Methode</translation>
    </message>
</context>
<context>
    <name>Mirage::PolicyScores</name>
    <message>
        <location filename="../widgets/policies/policy_scores.cpp" line="+22"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost GPU-h</source>
        <translation>Kosten GPU-h</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mean cost of a hand-over: the chain&apos;s GPUs × (weight × hours interrupted + hours of overlap), with the 95 % interval</source>
        <translation>Mittlere Kosten einer Übergabe: die GPUs der Kette × (Gewicht × unterbrochene Stunden + Stunden Überlappung), mit dem 95-%-Intervall</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>× oracle</source>
        <translation>× Orakel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mean cost over the hindsight oracle&apos;s on the same episodes (1 = as good as knowing the future), with the 95 % interval</source>
        <translation>Mittlere Kosten im Verhältnis zu denen des Orakels auf denselben Episoden (1 = so gut wie mit bekannter Zukunft), mit dem 95-%-Intervall</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interruption h</source>
        <translation>Unterbrechung h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean hours the service was down, with the 95 % interval</source>
        <translation>Mittlere Stunden, die der Dienst ausfiel, mit dem 95-%-Intervall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlap h</source>
        <translation>Überlappung h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean hours both jobs ran, with the 95 % interval</source>
        <translation>Mittlere Stunden, in denen beide Jobs liefen, mit dem 95-%-Intervall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs reactive</source>
        <translation>gegen reaktiv</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How much less interruption than reactive (paired bootstrap)</source>
        <translation>Wie viel weniger Unterbrechung als reaktiv (gepaarter Bootstrap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No interruption</source>
        <translation>Keine Unterbrechung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The share of episodes without any interruption</source>
        <translation>Der Anteil der Episoden ganz ohne Unterbrechung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decisions/s</source>
        <translation>Entscheidungen/s</translation>
    </message>
</context>
<context>
    <name>Mirage::StoreRecovery</name>
    <message>
        <location filename="../widgets/window/store_recovery.cpp" line="+19"/>
        <source>The store cannot be used</source>
        <translation>Der Speicher kann nicht benutzt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the file aside and start a new, empty store in its place? Nothing is deleted: the file keeps its data under a new name.</source>
        <translation>Die Datei beiseite verschieben und an ihrer Stelle einen neuen, leeren Speicher anlegen? Nichts wird gelöscht: die Datei behält ihre Daten unter einem neuen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move aside</source>
        <translation>&amp;Beiseite verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave it</source>
        <translation>So &amp;lassen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unusable store was moved to %1; a new, empty store is in its place.</source>
        <translation>Der unbrauchbare Speicher wurde nach %1 verschoben; ein neuer, leerer Speicher steht an seiner Stelle.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The store cannot be used: %1 (Settings → Data folder)</source>
        <translation>Der Speicher ist nicht nutzbar: %1 (Einstellungen → Datenordner)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="+49"/>
        <source>Could not write the plot to %1</source>
        <translation>Das Diagramm ließ sich nicht nach %1 schreiben</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+5"/>
        <source>Export plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>mirage::AboutDialog</name>
    <message>
        <location filename="../widgets/window/about_dialog.cpp" line="+82"/>
        <source>About Mirage</source>
        <translation>Über Mirage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirage %1</source>
        <translation>Mirage %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeps long GPU services alive on Slurm clusters with wall-clock limits: queue-wait forecasts, interruption risk and submission advice for chains of jobs, after the SC&apos;23 paper &quot;Mirage&quot; (arXiv 2306.14086).</source>
        <translation>Hält lange GPU-Dienste auf Slurm-Clustern mit Laufzeitgrenzen am Leben: Prognosen der Wartezeit, Unterbrechungsrisiko und Empfehlungen zum Abschicken für Ketten von Jobs, nach dem SC&apos;23-Artikel „Mirage“ (arXiv 2306.14086).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loading…</source>
        <translation>wird geladen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none (CPU)</source>
        <translation>keine (CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qt %1
libtorch %2
XGBoost %3
SQLite %4
QCustomPlot %5
CUDA: %6</source>
        <translation>Qt %1
libtorch %2
XGBoost %3
SQLite %4
QCustomPlot %5
CUDA: %6</translation>
    </message>
</context>
<context>
    <name>mirage::ActivityDock</name>
    <message>
        <location filename="../widgets/window/activity_dock.cpp" line="+17"/>
        <location line="+19"/>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
</context>
<context>
    <name>mirage::BucketBarsChart</name>
    <message>
        <location filename="../widgets/policies/bucket_bars_chart.cpp" line="+48"/>
        <source>Mean cost (GPU-h)</source>
        <translation>Mittlere Kosten (GPU-h)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1, %2: %3 GPU-h mean cost (%4 h interrupted, %5 h of overlap) over %6 episodes</source>
        <translation>%1, %2: %3 GPU-h mittlere Kosten (%4 h unterbrochen, %5 h Überlappung) über %6 Episoden</translation>
    </message>
</context>
<context>
    <name>mirage::CalibrationChart</name>
    <message>
        <location filename="../widgets/forecast/calibration_chart.cpp" line="+40"/>
        <source>Quantile level</source>
        <translation>Quantilniveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed share</source>
        <translation>Beobachteter Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No trained model yet.
Train the models to see
how well their quantiles hold.</source>
        <translation>Noch kein trainiertes Modell.
Trainieren Sie die Modelle, um zu sehen,
wie gut ihre Quantile halten.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: %2 of its %3 validation jobs waited at most its P%4 (a calibrated method: %5)</source>
        <translation>%1: %2 seiner %3 Validierungsjobs warteten höchstens sein P%4 (bei einer kalibrierten Methode: %5)</translation>
    </message>
</context>
<context>
    <name>mirage::ChainDialog</name>
    <message>
        <location filename="../widgets/chains/chain_dialog.cpp" line="+36"/>
        <source>cost %1 GPU-h, interruption %2 h, overlap %3 h a hand-over (newest evaluation)</source>
        <translation>Kosten %1 GPU-h, Unterbrechung %2 h, Überlappung %3 h je Übergabe (neueste Auswertung)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mean interruption %1 h, overlap %2 h (newest evaluation)</source>
        <translation>mittlere Unterbrechung %1 h, Überlappung %2 h (neueste Auswertung)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New chain</source>
        <translation>Neue Kette</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>local (this computer&apos;s Slurm tools) or ssh://[user@]host[:port]</source>
        <translation>local (die Slurm-Werkzeuge dieses Rechners) oder ssh://[user@]host[:port]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sbatch script every link runs</source>
        <translation>das sbatch-Skript, das jedes Glied ausführt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Each job&apos;s time limit in Slurm&apos;s syntax: minutes, HH:MM:SS or D-HH:MM:SS</source>
        <translation>Das Zeitlimit jedes Jobs in Slurms Schreibweise: Minuten, HH:MM:SS oder D-HH:MM:SS</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Submit each link without asking</source>
        <translation>Jedes Glied ohne Nachfrage einreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the window runs the chain, it submits each link when the policy says so, without a confirmation. Off: it asks every time.</source>
        <translation>Solange das Fenster die Kette ausführt, reicht es jedes Glied ein, wenn die Richtlinie es sagt, ohne Bestätigung. Aus: es fragt jedes Mal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;luster:</source>
        <translation>C&amp;luster:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Script:</source>
        <translation>&amp;Skript:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lin&amp;ks:</source>
        <translation>Gl&amp;ieder:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;odes per job:</source>
        <translation>&amp;Knoten pro Job:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs pro Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polic&amp;y:</source>
        <translation>&amp;Richtlinie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruption &amp;weight:</source>
        <translation>Unterbrechungs&amp;gewicht:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Edit chain %1</source>
        <translation>Kette %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Time limit: %1</source>
        <translation>Zeitlimit: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The partitions of %1 are not known yet: wait for sinfo, or check the cluster.</source>
        <translation>Die Partitionen von %1 sind noch nicht bekannt: warten Sie auf sinfo oder prüfen Sie den Cluster.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reading the partitions of %1…</source>
        <translation>Lese die Partitionen von %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read the partitions: %1</source>
        <translation>Kann die Partitionen nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The cluster has no such partition.</source>
        <translation>Der Cluster hat keine solche Partition.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No time limit on this partition.</source>
        <translation>Kein Zeitlimit auf dieser Partition.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 here: the time limit is longer.</source>
        <translation>Hier höchstens %1: das Zeitlimit ist länger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most %1 here.</source>
        <translation>Hier höchstens %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sbatch script</source>
        <translation>sbatch-Skript</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scripts (*.sh *.sbatch *.slurm);;All files (*)</source>
        <translation>Skripte (*.sh *.sbatch *.slurm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(on the cluster: sbatch reads it there)</source>
        <translation>(auf dem Cluster: sbatch liest es dort)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(cannot read %1)</source>
        <translation>(kann %1 nicht lesen)</translation>
    </message>
</context>
<context>
    <name>mirage::ChainOperations</name>
    <message>
        <location filename="../widgets/window/chain_operations.cpp" line="+98"/>
        <source>Chain %1 now follows %2</source>
        <translation>Kette %1 folgt jetzt %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+126"/>
        <source>Submit next link</source>
        <translation>Nächstes Glied einreichen</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Submit the next link of chain %1 now with sbatch? Slurm will queue a real job.</source>
        <translation>Das nächste Glied der Kette %1 jetzt mit sbatch einreichen? Slurm stellt einen echten Job in die Warteschlange.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Submitting the next link of %1…</source>
        <translation>Das nächste Glied von %1 wird eingereicht…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Chain %1 changed</source>
        <translation>Kette %1 geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain %1 stored: %2 links of %3 on %4, policy %5</source>
        <translation>Kette %1 gespeichert: %2 Glieder zu %3 auf %4, Richtlinie %5</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stop the runner of %1 first</source>
        <translation>Halten Sie zuerst den Runner von %1 an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete chain</source>
        <translation>Kette löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget chain %1 and its links? Jobs it submitted stay in Slurm.</source>
        <translation>Kette %1 und ihre Glieder vergessen? Eingereichte Jobs bleiben in Slurm.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chain %1 deleted</source>
        <translation>Kette %1 gelöscht</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Running chain %1 from this window: a look every %2 s</source>
        <translation>Kette %1 läuft in diesem Fenster: ein Blick alle %2 s</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stopped running chain %1</source>
        <translation>Kette %1 angehalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chain %1: %2
Submit it now with sbatch? Slurm will queue a real job.</source>
        <translation>Kette %1: %2
Jetzt mit sbatch einreichen? Slurm reiht einen echten Job ein.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the Mirage window</source>
        <translation>das Mirage-Fenster</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+27"/>
        <source>Chain %1: %2</source>
        <translation>Kette %1: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Chain %1: not submitted; the runner asks again at its next look</source>
        <translation>Kette %1: nicht eingereicht; der Runner fragt beim nächsten Blick wieder</translation>
    </message>
</context>
<context>
    <name>mirage::ChainTimeline</name>
    <message>
        <location filename="../widgets/chains/chain_timeline.cpp" line="+42"/>
        <source>Link %1</source>
        <translation>Glied %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>suggested submission</source>
        <translation>empfohlene Einreichung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>job %1 (ended)</source>
        <translation>Job %1 (beendet)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Link %1: suggested submission at %2</source>
        <translation>Glied %1: empfohlene Einreichung um %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link %1 (job %2): running since %3, limit ends %4</source>
        <translation>Glied %1 (Job %2): läuft seit %3, Limit endet %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Link %1 (job %2): submitted %3, %4</source>
        <translation>Glied %1 (Job %2): eingereicht %3, %4</translation>
    </message>
</context>
<context>
    <name>mirage::ChainsWorkspace</name>
    <message>
        <location filename="../widgets/chains/chains_workspace.cpp" line="+157"/>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links</source>
        <translation>Glieder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this window</source>
        <translation>dieses Fenster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody runs it now</source>
        <translation>Niemand führt sie gerade aus</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Keep a long service alive across wall-clock limits: a chain submits each next job when its policy says so. Define one here (New chain…) or with mirage-cli chain add.</source>
        <translation>Halten Sie einen langen Dienst über Laufzeitgrenzen hinweg am Leben: eine Kette reicht jeden nächsten Job ein, wenn ihre Richtlinie es sagt. Legen Sie eine hier an (Neue Kette…) oder mit mirage-cli chain add.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Submit next link now…</source>
        <translation>Nächstes Glied jetzt &amp;einreichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit the next link with sbatch now (asks for confirmation)</source>
        <translation>Das nächste Glied jetzt mit sbatch einreichen (fragt nach Bestätigung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New chain…</source>
        <translation>&amp;Neue Kette…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Define a chain: its cluster, partition, script, links, limit and policy</source>
        <translation>Eine Kette anlegen: Cluster, Partition, Skript, Glieder, Limit und Richtlinie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the chain and its links (its jobs stay in Slurm)</source>
        <translation>Die Kette und ihre Glieder vergessen (ihre Jobs bleiben in Slurm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Policy:</source>
        <translation>&amp;Richtlinie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the runner submits each next link; the scores come from the newest mirage-cli evaluate (mean interruption and overlap per chain)</source>
        <translation>Wann der Runner jedes nächste Glied einreicht; die Werte stammen aus dem neuesten mirage-cli evaluate (mittlere Unterbrechung und Überlappung pro Kette)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — interruption %2 h, overlap %3 h</source>
        <translation>%1 — Unterbrechung %2 h, Überlappung %3 h</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Submit link %1 at &lt;b&gt;%2&lt;/b&gt;, %3 before its predecessor&apos;s limit end: P(interruption) %4 %, expected gap %5 h, expected overlap %6 h, expected cost %7 GPU-h (Slurm&apos;s plan of the open snapshot).</source>
        <translation>Glied %1 um &lt;b&gt;%2&lt;/b&gt; abschicken, %3 vor dem Limitende seines Vorgängers: P(Unterbrechung) %4 %, erwartete Lücke %5 h, erwartete Überlappung %6 h, erwartete Kosten %7 GPU-h (Slurms Plan der offenen Momentaufnahme).</translation>
    </message>
    <message>
        <location line="-314"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>S&amp;top runner</source>
        <translation>Runner an&amp;halten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Run chain</source>
        <translation>Kette &amp;ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop submitting this chain&apos;s links from this window</source>
        <translation>Keine Glieder dieser Kette mehr aus diesem Fenster einreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the chain every minute and submit each next link when its policy says so (asking first, unless the chain submits on its own)</source>
        <translation>Die Kette jede Minute beobachten und jedes nächste Glied einreichen, wenn ihre Richtlinie es sagt (mit Nachfrage, außer die Kette reicht selbst ein)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 — %2 links of %3 on %4, policy %5</source>
        <translation>%1 — %2 Glieder zu %3 auf %4, Richtlinie %5</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Working out when to submit the next link…</source>
        <translation>Der Zeitpunkt für das nächste Glied wird berechnet …</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Submit link %1 now: its predecessor is not in the open cluster&apos;s queue (ended, or another cluster is open).</source>
        <translation>Glied %1 jetzt einreichen: sein Vorgänger ist nicht in der Warteschlange des offenen Clusters (beendet, oder ein anderer Cluster ist offen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All %1 links are submitted.</source>
        <translation>Alle %1 Glieder sind eingereicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No link submitted yet.</source>
        <translation>Noch kein Glied eingereicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest: link %1, job %2 (%3).</source>
        <translation>Neuestes: Glied %1, Job %2 (%3).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Chain %1: the suggested time to submit link %2 has come (P(interruption) %3 %).</source>
        <translation>Kette %1: die empfohlene Zeit, Glied %2 einzureichen, ist gekommen (P(Unterbrechung) %3 %).</translation>
    </message>
</context>
<context>
    <name>mirage::ClusterEvaluation</name>
    <message>
        <location filename="../widgets/policies/cluster_evaluation.cpp" line="+47"/>
        <source>%1 holds no evaluation</source>
        <translation>%1 enthält keine Auswertung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Evaluate on the cluster</source>
        <translation>Auf dem Cluster auswerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The evaluation the form describes, as four Slurm jobs submitted from this machine: the offline data in a job array, the models trained once, every method scored in a second array, and a job merging the scores. Each starts when the one before it succeeded.</source>
        <translation>Die Auswertung, die das Formular beschreibt, als vier Slurm-Jobs, die von diesem Rechner abgeschickt werden: die Offline-Daten in einem Job-Array, die Modelle einmal trainiert, jede Methode in einem zweiten Array bewertet und ein Job, der die Bewertungen zusammenführt. Jeder startet, wenn der vorige erfolgreich war.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Merged: the evaluation is shown in the Policies workspace.</source>
        <translation>Zusammengeführt: die Auswertung wird im Arbeitsbereich Richtlinien gezeigt.</translation>
    </message>
</context>
<context>
    <name>mirage::ClusterJobsDialog</name>
    <message>
        <location filename="../widgets/common/cluster_jobs_dialog.cpp" line="+131"/>
        <source>The work folder must be on a file system the nodes share.</source>
        <translation>Der Arbeitsordner muss auf einem Dateisystem liegen, das die Knoten teilen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tasks per array:</source>
        <translation>&amp;Aufgaben je Array:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cluster&apos;s default</source>
        <translation>die Voreinstellung des Clusters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work &amp;folder:</source>
        <translation>Arbeits&amp;ordner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Submit</source>
        <translation>&amp;Abschicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel &amp;jobs</source>
        <translation>&amp;Jobs abbrechen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Choose a new work folder: jobs have run in %1.</source>
        <translation>Einen neuen Arbeitsordner wählen: in %1 sind schon Jobs gelaufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+84"/>
        <source>cannot run Slurm&apos;s commands here</source>
        <translation>Slurms Befehle können hier nicht ausgeführt werden</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Submitting…</source>
        <translation>Wird abgeschickt…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Submitted jobs %1; scripts and logs in %2</source>
        <translation>Jobs %1 abgeschickt; Skripte und Protokolle in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued.</source>
        <translation>Eingereiht.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The result is in %1</source>
        <translation>Das Ergebnis liegt in %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel jobs</source>
        <translation>Jobs abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel jobs %1 on the cluster?</source>
        <translation>Die Jobs %1 auf dem Cluster abbrechen?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelling jobs %1…</source>
        <translation>Breche die Jobs %1 ab…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelled: jobs %1 were cancelled.</source>
        <translation>Abgebrochen: die Jobs %1 wurden abgebrochen.</translation>
    </message>
</context>
<context>
    <name>mirage::ClusterWhatIf</name>
    <message>
        <location filename="../widgets/whatif/cluster_whatif.cpp" line="+30"/>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scenarios: %1 of %2 shards</source>
        <translation>Szenarien: %1 von %2 Teilen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; replays the stored cluster %2, which the cluster&apos;s jobs cannot read: run it here, or base it on a trace file</source>
        <translation>&apos;%1&apos; spielt den gespeicherten Cluster %2 ab, den die Jobs des Clusters nicht lesen können: hier ausführen oder auf eine Trace-Datei stützen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Run the scenarios on the cluster</source>
        <translation>Die Szenarien auf dem Cluster ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every saved scenario, as a Slurm job array submitted from this machine (a share of the scenarios per task) and a job that merges their results into the store once every task succeeded.</source>
        <translation>Jedes gespeicherte Szenario, als Slurm-Job-Array von diesem Rechner abgeschickt (ein Teil der Szenarien je Aufgabe), und ein Job, der ihre Ergebnisse in den Speicher zusammenführt, sobald jede Aufgabe erfolgreich war.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Merged: the results are shown in the What-if workspace and kept in the store.</source>
        <translation>Zusammengeführt: die Ergebnisse werden im Arbeitsbereich Was-wäre-wenn gezeigt und im Speicher behalten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 holds %2 results, not %3</source>
        <translation>%1 enthält %2 Ergebnisse, nicht %3</translation>
    </message>
</context>
<context>
    <name>mirage::ClusterWorkspace</name>
    <message>
        <location filename="../widgets/cluster/cluster_workspace.cpp" line="+176"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 nodes, %3 of %4 GPUs in use, %5 running, %6 pending — as of %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 Knoten, %3 von %4 GPUs belegt, %5 laufend, %6 wartend — Stand %7</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No cluster open</source>
        <translation>Kein Cluster geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirage watches a Slurm cluster, forecasts queue waits and tells you when to submit the next job of a long service. Connect to a cluster (its Slurm tools on this computer, or a login node over SSH), or open the built-in demo cluster to look around.</source>
        <translation>Mirage beobachtet einen Slurm-Cluster, sagt Wartezeiten voraus und sagt Ihnen, wann Sie den nächsten Job eines langen Dienstes abschicken sollten. Verbinden Sie sich mit einem Cluster (seinen Slurm-Werkzeugen auf diesem Rechner oder einem Login-Knoten über SSH) oder öffnen Sie den eingebauten Demo-Cluster, um sich umzusehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter jobs (user, name, partition…)</source>
        <translation>Jobs filtern (Benutzer, Name, Partition …)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All jobs</source>
        <translation>Alle Jobs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
</context>
<context>
    <name>mirage::ConnectionDialog</name>
    <message>
        <location filename="../widgets/window/connection_dialog.cpp" line="+30"/>
        <source>Connect to a cluster</source>
        <translation>Mit einem Cluster verbinden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>~/.ssh/config (default)</source>
        <translation>~/.ssh/config (Vorgabe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host&apos;s (default)</source>
        <translation>Die des Rechners (Vorgabe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm tools on this computer</source>
        <translation>Slurm-Werkzeuge auf diesem Rechner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A login node over SSH</source>
        <translation>Ein Login-Knoten über SSH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSH &amp;address:</source>
        <translation>SSH-&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSH &amp;config file:</source>
        <translation>SSH-&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Poll every:</source>
        <translation>&amp;Abfragen alle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time &amp;zone:</source>
        <translation>&amp;Zeitzone:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Name: give the cluster a name.</source>
        <translation>Name: Geben Sie dem Cluster einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name: another profile is called &apos;%1&apos;.</source>
        <translation>Name: ein anderes Profil heißt schon „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time zone: &apos;%1&apos; is not a known zone (e.g. America/Chicago).</source>
        <translation>Zeitzone: „%1“ ist keine bekannte Zone (z. B. America/Chicago).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SSH address: %1</source>
        <translation>SSH-Adresse: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Testing…</source>
        <translation>Test läuft …</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Connected: Slurm %1, %2 partitions, %3 nodes, %4 running and %5 pending jobs (%6 s).</source>
        <translation>Verbunden: Slurm %1, %2 Partitionen, %3 Knoten, %4 laufende und %5 wartende Jobs (%6 s).</translation>
    </message>
</context>
<context>
    <name>mirage::EpisodeTimelineChart</name>
    <message>
        <location filename="../widgets/policies/episode_timeline_chart.cpp" line="+62"/>
        <source>P (predecessor)</source>
        <translation>P (Vorgänger)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hours from P&apos;s end (0: P&apos;s time limit ends)</source>
        <translation>Stunden ab dem Ende von P (0: das Zeitlimit von P endet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>P(interruption)</source>
        <translation>P(Unterbrechung)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>forecast at %1</source>
        <translation>vorhergesagt um %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No risk curve: risk-optimal was not among the evaluated methods</source>
        <translation>Keine Risikokurve: risk-optimal war nicht unter den bewerteten Methoden</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (%2 h from P&apos;s end)</source>
        <translation>%1 (%2 h ab dem Ende von P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S submitted at %1
P(interruption) %2, cost %3
(as risk-optimal forecast it at %4)</source>
        <translation>S eingereicht um %1
P(Unterbrechung) %2, Kosten %3
(wie risk-optimal es um %4 vorhersagte)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>P submitted %1
started %2
limit ends %3</source>
        <translation>P eingereicht %1
gestartet %2
Limit endet %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>interrupted for %1 h</source>
        <translation>%1 h unterbrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h of overlap</source>
        <translation>%1 h Überlappung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no interruption, no overlap</source>
        <translation>keine Unterbrechung, keine Überlappung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: S submitted %2
S started %3
%4</source>
        <translation>%1: S eingereicht %2
S gestartet %3
%4</translation>
    </message>
</context>
<context>
    <name>mirage::EpisodesPanel</name>
    <message>
        <location filename="../widgets/policies/episodes_panel.cpp" line="+44"/>
        <source>Pick an episode: when each method submitted S and where S started (red: interruption after P&apos;s end, violet: overlap before it), and above, the risk curve risk-optimal forecast at its first decision. The wheel zooms out to P&apos;s start.</source>
        <translation>Wählen Sie eine Episode: wann jede Methode S eingereicht hat und wo S gestartet ist (rot: Unterbrechung nach dem Ende von P, violett: Überlappung davor), und darüber die Risikokurve, die risk-optimal bei seiner ersten Entscheidung vorhersagte. Das Mausrad zoomt hinaus bis zum Start von P.</translation>
    </message>
</context>
<context>
    <name>mirage::ForecastEvalDialog</name>
    <message>
        <location filename="../widgets/forecast/forecast_eval_dialog.cpp" line="+60"/>
        <source>Window</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MAE log</source>
        <translation>MAE log</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean |log((P50 + 60 s) / (wait + 60 s))|: lower is better</source>
        <translation>Mittleres |log((P50 + 60 s) / (Wartezeit + 60 s))|: kleiner ist besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Fewer than %1 jobs: too few for the coverage to count</source>
        <translation>Weniger als %1 Jobs: zu wenige, damit die Abdeckung zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the band %1–%2</source>
        <translation>Im Band %1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside the band %1–%2</source>
        <translation>Außerhalb des Bands %1–%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>P10–P90 (PIT)</source>
        <translation>P10–P90 (PIT)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>By the randomised PIT: a job that started at once counts as the share of its forecast&apos;s chance of starting at once that lies between 0.1 and 0.9, so a calibrated forecaster covers 0.8 even where most jobs start at once</source>
        <translation>Nach dem randomisierten PIT: Ein sofort gestarteter Job zählt mit dem Anteil der vorhergesagten Wahrscheinlichkeit eines Sofortstarts, der zwischen 0,1 und 0,9 liegt; so deckt eine kalibrierte Vorhersage 0,8 ab, auch wo die meisten Jobs sofort starten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P90/P10</source>
        <translation>P90/P10</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Median (P90 + 60 s) / (P10 + 60 s): how wide the band is</source>
        <translation>Median von (P90 + 60 s) / (P10 + 60 s): wie breit das Band ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CRPS</source>
        <translation>CRPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuous ranked probability score in log(wait + 60 s)</source>
        <translation>Continuous Ranked Probability Score in log(Wartezeit + 60 s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Within 2×</source>
        <translation>Innerhalb 2×</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forecasts/s</source>
        <translation>Prognosen/s</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Save the scores</source>
        <translation>Bewertungen speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Score forecasts on a trace</source>
        <translation>Prognosen auf einem Trace bewerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Trace:</source>
        <translation>&amp;Trace:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An sacct dump, SWF or CSV trace</source>
        <translation>Ein sacct-Export, SWF- oder CSV-Trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Split:</source>
        <translation>Aufte&amp;ilung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Month by month: each month tested on methods trained on everything before it</source>
        <translation>Monat für Monat: jeder Monat getestet mit Methoden, die auf allem davor trainiert sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One split: train before a time, test after it</source>
        <translation>Eine Aufteilung: vor einem Zeitpunkt trainieren, danach testen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last months:</source>
        <translation>&amp;Letzte Monate:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the trace&apos;s last calendar months (UTC) to test, each on its own</source>
        <translation>Wie viele der letzten Kalendermonate (UTC) des Traces getestet werden, jeder für sich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train &amp;until:</source>
        <translation>Training &amp;bis:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Methods:</source>
        <translation>&amp;Verfahren:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte-Carlo &amp;rollouts:</source>
        <translation>Monte-Carlo-Durchläu&amp;fe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adaptive calibration &amp;step:</source>
        <translation>&amp;Schrittweite der adaptiven Kalibrierung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far each observed start moves a quantile, in log(wait + 60 s); 0: score without it</source>
        <translation>Wie weit jeder beobachtete Start ein Quantil verschiebt, in log(Wartezeit + 60 s); 0: ohne bewerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save JSON…</source>
        <translation>JSON &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every job of each test window is forecast from the queue as it was; learned methods are trained on the past only. A calibrated P10–P90 should cover %1–%2 of the jobs.</source>
        <translation>Jeder Job jedes Testzeitraums wird aus der Warteschlange prognostiziert, wie sie damals war; gelernte Methoden werden nur auf der Vergangenheit trainiert. Ein kalibriertes P10–P90 sollte %1–%2 der Jobs abdecken.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a trace</source>
        <translation>Trace wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traces (*.log *.txt *.swf *.swf.gz *.csv *.csv.gz *.json);;All files (*)</source>
        <translation>Traces (*.log *.txt *.swf *.swf.gz *.csv *.csv.gz *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trace: choose the trace to score on.</source>
        <translation>Trace: Wählen Sie den Trace, auf dem bewertet wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trace: %1 does not exist.</source>
        <translation>Trace: %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Methods: check at least one.</source>
        <translation>Methoden: Wählen Sie mindestens eine.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring forecasts</source>
        <translation>Prognosen werden bewertet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring failed: %1</source>
        <translation>Bewertung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>test window</source>
        <translation>Testzeitraum</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scored in %1 s: %2 of %3 rows with at least %4 jobs have their P10–P90 coverage in the band.</source>
        <translation>In %1 s bewertet: %2 von %3 Zeilen mit mindestens %4 Jobs haben ihre P10–P90-Abdeckung im Band.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing scored yet.</source>
        <translation>Noch nichts bewertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>mirage::ForecastRequestForm</name>
    <message>
        <location filename="../widgets/forecast/forecast_request_form.cpp" line="+86"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Job request</source>
        <translation>Job-Anfrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs pro Knoten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 48:00:00 or 2-00:00:00</source>
        <translation>z. B. 48:00:00 oder 2-00:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with every other method</source>
        <translation>Mit allen anderen Methoden ver&amp;gleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forecast</source>
        <translation>&amp;Prognose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast again now (Ctrl+Return)</source>
        <translation>Jetzt erneut vorhersagen (Strg+Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computation (Esc)</source>
        <translation>Die Berechnung anhalten (Esc)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Slurm&apos;s syntax: minutes, HH:MM:SS or D-HH:MM:SS</source>
        <translation>Slurm-Syntax: Minuten, HH:MM:SS oder T-HH:MM:SS</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (no GPUs)</source>
        <translation> (keine GPUs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm&apos;s syntax: minutes, HH:MM:SS or D-HH:MM:SS (at most %1 here)</source>
        <translation>Slurm-Syntax: Minuten, HH:MM:SS oder T-HH:MM:SS (hier höchstens %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time limit: %1</source>
        <translation>Zeitlimit: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit: give a limit (an unlimited job cannot be chained)</source>
        <translation>Zeitlimit: bitte ein Limit angeben (ein unbegrenzter Job kann nicht verkettet werden)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Forecasting…</source>
        <translation>Vorhersage läuft…</translation>
    </message>
</context>
<context>
    <name>mirage::ForecastWorkspace</name>
    <message>
        <location filename="../widgets/forecast/forecast_workspace.cpp" line="+204"/>
        <source>Forecast</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long will a job wait, and when should a chain&apos;s next job be submitted? Open a cluster first: File → Open demo cluster, or connect to one.</source>
        <translation>Wie lange wird ein Job warten, und wann sollte der nächste Job einer Kette eingereicht werden? Zuerst einen Cluster öffnen: Datei → Demo-Cluster öffnen, oder mit einem verbinden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Predecessor:</source>
        <translation>&amp;Vorgänger:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation scores</source>
        <translation>Validierungswerte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scores on the newest part of the training window, which the model was not fitted on (mirage-cli train-forecast). MAE log: mean |log((forecast + 1 min) / (wait + 1 min))|; P10–P90: the share of waits inside the band (80 % is right). Double-click to use a method.</source>
        <translation>Werte auf dem neuesten Teil des Trainingsfensters, auf den das Modell nicht angepasst wurde (mirage-cli train-forecast). MAE log: Mittel von |log((Vorhersage + 1 min) / (Wartezeit + 1 min))|; P10–P90: Anteil der Wartezeiten im Band (80 % ist richtig). Doppelklick wählt eine Methode.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait distribution</source>
        <translation>Verteilung der Wartezeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain: interruption risk by lead time</source>
        <translation>Kette: Unterbrechungsrisiko nach Vorlaufzeit</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score on a trace…</source>
        <translation>Auf einem Trace bewerten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train on a trace&apos;s past and score every method on its later jobs, month by month, as mirage-cli forecast-eval does</source>
        <translation>Auf der Vergangenheit eines Traces trainieren und jede Methode auf seinen späteren Jobs bewerten, Monat für Monat, wie mirage-cli forecast-eval</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each trained model on its validation window: the share of jobs that waited at most each quantile, against the diagonal a calibrated method follows</source>
        <translation>Jedes trainierte Modell in seinem Validierungsfenster: der Anteil der Jobs, die höchstens jedes Quantil warteten, gegen die Diagonale, der eine kalibrierte Methode folgt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Interruption weight:</source>
        <translation>&amp;Unterbrechungsgewicht:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predecessor may end early</source>
        <translation>Vorgänger kann früher enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the predecessor&apos;s end from the cluster&apos;s runtimes; otherwise it runs to its limit, as a service does</source>
        <translation>Das Ende des Vorgängers aus den Laufzeiten des Clusters ziehen; sonst läuft er bis zu seinem Limit, wie ein Dienst</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+45"/>
        <source>A new job like this request, submitted now</source>
        <translation>Ein neuer Job wie diese Anfrage, jetzt eingereicht</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Job %1 (%2, running, limit ends %3)</source>
        <translation>Job %1 (%2, läuft, Limit endet %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job %1 (%2, pending, limit %3)</source>
        <translation>Job %1 (%2, wartend, Limit %3)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Forecasting</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: the job would start within &lt;b&gt;%2&lt;/b&gt; with 50 % and within &lt;b&gt;%3&lt;/b&gt; with 90 % chance (P10 %4); P(start within 1 h) %5 %.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: der Job würde mit 50 % Wahrscheinlichkeit innerhalb von &lt;b&gt;%2&lt;/b&gt; und mit 90 % innerhalb von &lt;b&gt;%3&lt;/b&gt; starten (P10 %4); P(Start innerhalb 1 h) %5 %.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated by %1 starts seen on this cluster.</source>
        <translation>Kalibriert durch %1 auf diesem Cluster beobachtete Starts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Submit the successor at &lt;b&gt;%1&lt;/b&gt;, %2 before the predecessor&apos;s limit end (%3): P(interruption) %4 %, expected gap %5 h, expected overlap %6 GPU-hours, expected cost %7 GPU-hours.</source>
        <translation>Den Nachfolger um &lt;b&gt;%1&lt;/b&gt; abschicken, %2 vor dem Limitende des Vorgängers (%3): P(Unterbrechung) %4 %, erwartete Lücke %5 h, erwartete Überlappung %6 GPU-Stunden, erwartete Kosten %7 GPU-Stunden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a predecessor to see a chain&apos;s risk.</source>
        <translation>Einen Vorgänger wählen, um das Risiko einer Kette zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No risk: %1</source>
        <translation>Kein Risiko: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>From the snapshot of %1; %n method(s) in %2 s.</source>
        <translation>
            <numerusform>Aus dem Snapshot von %1; %n Methode in %2 s.</numerusform>
            <numerusform>Aus dem Snapshot von %1; %n Methoden in %2 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mirage::HistoryChart</name>
    <message>
        <location filename="../widgets/cluster/history_chart.cpp" line="+70"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU use %</source>
        <translation>GPU-Auslastung %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Queued GPU-h</source>
        <translation>Wartende GPU-h</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in use</source>
        <translation>Belegte GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued GPU-hours</source>
        <translation>Wartende GPU-Stunden</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1
%2 running, %3 pending
%4 of %5 GPUs in use
%6 GPU-hours queued</source>
        <translation>%1
%2 laufend, %3 wartend
%4 von %5 GPUs belegt
%6 GPU-Stunden in der Warteschlange</translation>
    </message>
</context>
<context>
    <name>mirage::ImportTraceDialog</name>
    <message>
        <location filename="../widgets/window/import_trace_dialog.cpp" line="+34"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why it was skipped</source>
        <translation>Warum sie übersprungen wurde</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;luster:</source>
        <translation>C&amp;luster:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time zone:</source>
        <translation>&amp;Zeitzone:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs pro Knoten:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bad lines</source>
        <translation>Fehlerhafte Zeilen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelling: the import is rolled back…</source>
        <translation>Abbruch: der Import wird zurückgerollt…</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+20"/>
        <source>Import trace</source>
        <translation>Trace importieren</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trace file: SWF, sacct --parsable2, Mirage log or Eagle CSV, plain or gzip</source>
        <translation>Eine Trace-Datei: SWF, sacct --parsable2, Mirage-Log oder Eagle-CSV, unkomprimiert oder gzip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file&apos;s name</source>
        <translation>der Name der Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The zone of the file&apos;s local times (sacct, Mirage log, Eagle CSV), an IANA name such as America/Chicago; SWF carries its own. Also the cluster&apos;s zone.</source>
        <translation>Die Zone der lokalen Zeiten der Datei (sacct, Mirage-Log, Eagle-CSV), ein IANA-Name wie America/Chicago; SWF bringt seine eigene mit. Auch die Zone des Clusters.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The partition of jobs whose trace names none (SWF, the Mirage log)</source>
        <translation>Die Partition von Jobs, deren Trace keine nennt (SWF, das Mirage-Log)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the trace</source>
        <translation>aus dem Trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node of a GPU cluster whose trace has no GPU counts (the LS6 log: 3)</source>
        <translation>GPUs pro Knoten eines GPU-Clusters, dessen Trace keine GPU-Anzahlen hat (das LS6-Log: 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel import</source>
        <translation>Import abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the import; nothing of this file is stored</source>
        <translation>Den Import anhalten; nichts von dieser Datei wird gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open cluster</source>
        <translation>Cluster ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traces (*.swf *.log *.csv *.txt *.sacct *.gz);;All files (*)</source>
        <translation>Traces (*.swf *.log *.csv *.txt *.sacct *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Time zone: &apos;%1&apos; is not an IANA zone (e.g. UTC, America/Chicago)</source>
        <translation>Zeitzone: &apos;%1&apos; ist keine IANA-Zone (z. B. UTC, America/Chicago)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partition: give a name (batch, as every part of Mirage calls a trace&apos;s one partition)</source>
        <translation>Partition: geben Sie einen Namen an (batch, wie jeder Teil von Mirage die eine Partition eines Traces nennt)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the first jobs of %1…</source>
        <translation>Lese die ersten Jobs von %1…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 jobs read (%3 % of the file), submitted %4 … %5; bad lines: %6.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Jobs gelesen (%3 % der Datei), eingereicht %4 … %5; fehlerhafte Zeilen: %6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Partitions: %1.</source>
        <translation>Partitionen: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The header declares %1 nodes of %2 cores.</source>
        <translation>Der Kopf nennt %1 Knoten mit je %2 Kernen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The header declares %1 nodes.</source>
        <translation>Der Kopf nennt %1 Knoten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a trace file first.</source>
        <translation>Wählen Sie zuerst eine Trace-Datei.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Importing %1…</source>
        <translation>Importiere %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Importing: %1 %, about %2 left</source>
        <translation>Import: %1 %, noch etwa %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancelled: nothing of this file was stored.</source>
        <translation>Abgebrochen: nichts von dieser Datei wurde gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was stored: %1</source>
        <translation>Nichts wurde gespeichert: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Imported %1 jobs into cluster &lt;b&gt;%2&lt;/b&gt; (%3) in %4 s, submitted %5 … %6. Already stored: %7. Bad lines skipped: %8.</source>
        <translation>%1 Jobs in Cluster &lt;b&gt;%2&lt;/b&gt; (%3) in %4 s importiert, eingereicht %5 … %6. Bereits gespeichert: %7. Übersprungene fehlerhafte Zeilen: %8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>mirage::JobTableModel</name>
    <message>
        <location filename="../widgets/cluster/job_table_model.cpp" line="+67"/>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submitted</source>
        <translation>Abgeschickt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waited</source>
        <translation>Gewartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed</source>
        <translation>Gelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm&apos;s estimate</source>
        <translation>Schätzung von Slurm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>mirage::MainWindow</name>
    <message>
        <location filename="../widgets/window/main_window.cpp" line="+192"/>
        <source>Trained the forecast models of %1</source>
        <translation>Die Prognosemodelle von %1 trainiert</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Evaluated the chain policies; the Chains workspace shows their scores</source>
        <translation>Die Kettenrichtlinien ausgewertet; der Bereich Ketten zeigt ihre Werte</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>%1 — Mirage</source>
        <translation>%1 — Mirage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mirage</source>
        <translation>Mirage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Workspace</source>
        <translation>Arbeits&amp;bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;demo cluster</source>
        <translation>&amp;Demo-Cluster öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the built-in demo cluster, a busy GPU cluster with a queue</source>
        <translation>Den eingebauten Demo-Cluster öffnen, einen ausgelasteten GPU-Cluster mit Warteschlange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect to cluster…</source>
        <translation>Mit Cluster &amp;verbinden …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a Slurm cluster through its tools on this computer or over SSH</source>
        <translation>Einen Slurm-Cluster über seine Werkzeuge auf diesem Rechner oder über SSH beobachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;isconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the open cluster&apos;s state again</source>
        <translation>Den Zustand des geöffneten Clusters neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a chain&apos;s schedule, a what-if comparison or a forecast as PDF, HTML, CSV or iCalendar</source>
        <translation>Den Plan einer Kette, einen Was-wäre-wenn-Vergleich oder eine Prognose als PDF, HTML, CSV oder iCalendar schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;layout</source>
        <translation>&amp;Anordnung zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Mirage</source>
        <translation>Ü&amp;ber Mirage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cluster</source>
        <translation>&amp;Cluster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Forecast</source>
        <translation>&amp;Prognose</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;hains</source>
        <translation>&amp;Ketten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What-if</source>
        <translation>&amp;Was-wäre-wenn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Reports</source>
        <translation>&amp;Berichte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Policies</source>
        <translation>Ric&amp;htlinien</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Opening %1 from the store…</source>
        <translation>Öffne %1 aus dem Speicher…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the demo cluster…</source>
        <translation>Demo-Cluster wird geöffnet …</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Stored %n finished job(s) from sacct</source>
        <translation>
            <numerusform>%n beendeten Job aus sacct gespeichert</numerusform>
            <numerusform>%n beendete Jobs aus sacct gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connecting to %1 (%2)…</source>
        <translation>Verbindung zu %1 (%2) wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Opened %1: %2 partitions, %3 running and %4 pending jobs</source>
        <translation>%1 geöffnet: %2 Partitionen, %3 laufende und %4 wartende Jobs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No cluster open</source>
        <translation>Kein Cluster geöffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 running · %3 pending · %4 of %5 GPUs in use</source>
        <translation>%1 · %2 laufend · %3 wartend · %4 von %5 GPUs belegt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Settings saved</source>
        <translation>Einstellungen gespeichert</translation>
    </message>
</context>
<context>
    <name>mirage::ModelTrainingPanel</name>
    <message>
        <location filename="../widgets/forecast/model_training_panel.cpp" line="+63"/>
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Train models</source>
        <translation>Modelle &amp;trainieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train %1 on this cluster&apos;s stored history, validated on its newest fifth, and keep them in the store (mirage-cli train-forecast)</source>
        <translation>%1 auf dem gespeicherten Verlauf dieses Clusters trainieren, auf seinem neuesten Fünftel validieren und im Speicher behalten (mirage-cli train-forecast)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel training</source>
        <translation>Training abbrechen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Not trained on %1 yet: %2.</source>
        <translation>Noch nicht auf %1 trainiert: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trained by another version of Mirage: %1.</source>
        <translation>Von einer anderen Mirage-Version trainiert: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older than the history, which now reaches %1: %2.</source>
        <translation>Älter als der Verlauf, der jetzt bis %1 reicht: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train them on this cluster&apos;s history (a minute or a few, in the background).</source>
        <translation>Trainieren Sie sie auf dem Verlauf dieses Clusters (eine oder wenige Minuten, im Hintergrund).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Loading torch and XGBoost</source>
        <translation>Lade torch und XGBoost</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Training on %1&apos;s history…</source>
        <translation>Training auf dem Verlauf von %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training models</source>
        <translation>Trainiere Modelle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %, about %2 left</source>
        <translation>%1 %, noch etwa %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled: no model was stored.</source>
        <translation>Abgebrochen: kein Modell wurde gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training failed: %1</source>
        <translation>Training fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trained %1 of %2 models on %3 jobs submitted %4 … %5 in %6 s; their scores are below.</source>
        <translation>%1 von %2 Modellen auf %3 Jobs (eingereicht %4 … %5) in %6 s trainiert; ihre Werte stehen unten.</translation>
    </message>
</context>
<context>
    <name>mirage::NodeStateChart</name>
    <message>
        <location filename="../widgets/cluster/node_state_chart.cpp" line="+46"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1: %2 nodes, %3 busy, %4 idle, %5 down</source>
        <translation>%1: %2 Knoten, %3 belegt, %4 frei, %5 ausgefallen</translation>
    </message>
</context>
<context>
    <name>mirage::NodeTableModel</name>
    <message>
        <location filename="../widgets/cluster/node_table_model.cpp" line="+51"/>
        <location line="+2"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPUs in use</source>
        <translation>Belegte CPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in use</source>
        <translation>Belegte GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>mirage::ParetoChart</name>
    <message>
        <location filename="../widgets/policies/pareto_chart.cpp" line="+67"/>
        <source>Mean overlap (h): GPU time paid twice</source>
        <translation>Mittlere Überlappung (h): doppelt bezahlte GPU-Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean interruption (h): service down</source>
        <translation>Mittlere Unterbrechung (h): Dienst ausgefallen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1
interruption %2 h [%3 … %4]
overlap %5 h [%6 … %7]</source>
        <translation>%1
Unterbrechung %2 h [%3 … %4]
Überlappung %5 h [%6 … %7]</translation>
    </message>
</context>
<context>
    <name>mirage::PartitionTableModel</name>
    <message>
        <location filename="../widgets/cluster/partition_table_model.cpp" line="+44"/>
        <source>Default partition</source>
        <translation>Standardpartition</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 × %2 %3</source>
        <translation>%1 × %2 %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max time</source>
        <translation>Max. Zeit</translation>
    </message>
</context>
<context>
    <name>mirage::PoliciesWorkspace</name>
    <message>
        <location filename="../widgets/policies/policies_workspace.cpp" line="+86"/>
        <source>Scoring episode %1 of %2 (%3 s)</source>
        <translation>Bewerte Episode %1 von %2 (%3 s)</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Trace</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>a trace file</source>
        <translation>eine Trace-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trace file, or a cluster of the store (imported or watched): its own history trains and validates the policies</source>
        <translation>Eine Trace-Datei oder ein Cluster aus dem Speicher (importiert oder beobachtet): sein eigener Verlauf trainiert und validiert die Richtlinien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Trace:</source>
        <translation>&amp;Trace:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time &amp;zone:</source>
        <translation>&amp;Zeitzone:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs pro Knoten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Load:</source>
        <translation>&amp;Last:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Chain nodes:</source>
        <translation>&amp;Kettenknoten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chain &amp;limit (h):</source>
        <translation>Ketten&amp;limit (h):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train &amp;until:</source>
        <translation>Training &amp;bis:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Validate from:</source>
        <translation>&amp;Validierung ab:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Risk forecast:</source>
        <translation>&amp;Risikoprognose:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Methods:</source>
        <translation>&amp;Verfahren:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Weight λ:</source>
        <translation>&amp;Gewicht λ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trace: SWF, sacct, Mirage log, Eagle CSV</source>
        <translation>ein Trace: SWF, sacct, Mirage-Log, Eagle-CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The zone of the trace&apos;s local times (an IANA name); UTC unless it says otherwise</source>
        <translation>Die Zone der lokalen Zeiten des Traces (ein IANA-Name); UTC, sofern nicht anders angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1.5: the same jobs arriving 1.5 times as fast</source>
        <translation>1,5: dieselben Jobs kommen 1,5-mal so schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The paper&apos;s split (LS6: validation from 1 March 2023)</source>
        <translation>Die Aufteilung des Papers (LS6: Validierung ab 1. März 2023)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training episodes end before validation starts (an embargo of one episode)</source>
        <translation>Trainingsepisoden enden, bevor die Validierung beginnt (ein Embargo von einer Episode)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The wait forecaster of risk-optimal: slurm-estimate needs no training</source>
        <translation>Die Wartezeitprognose von risk-optimal: slurm-estimate braucht kein Training</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Train &amp;from:</source>
        <translation>Trainieren &amp;ab:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Validate until:</source>
        <translation>Validieren bis:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the trace&apos;s first job</source>
        <translation>erster Job der Spur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training episodes start from here; at its earliest, from the trace&apos;s first job</source>
        <translation>Trainingsepisoden beginnen ab hier; auf dem frühesten Wert ab dem ersten Job der Spur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trace&apos;s end</source>
        <translation>Ende der Spur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation episodes start before this; at its earliest, as long as the trace holds five more days</source>
        <translation>Validierungsepisoden beginnen vor diesem Zeitpunkt; auf dem frühesten Wert, solange die Spur noch fünf Tage enthält</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The learned methods (random-forest, xgboost, transformer, moe, reinforce, dqn) train first, minutes each; trained models are reused from the store</source>
        <translation>Die gelernten Verfahren (random-forest, xgboost, transformer, moe, reinforce, dqn) trainieren zuerst, jeweils Minuten; trainierte Modelle werden aus dem Speicher wiederverwendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate the chosen methods on the same validation episodes (Ctrl+Return)</source>
        <translation>Die gewählten Verfahren auf denselben Validierungsepisoden auswerten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the c&amp;luster…</source>
        <translation>Auf dem C&amp;luster…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this evaluation as Slurm jobs on the cluster (a job array per stage)</source>
        <translation>Diese Auswertung als Slurm-Jobs auf dem Cluster ausführen (ein Job-Array je Stufe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruption against overlap</source>
        <translation>Unterbrechung gegen Überlappung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By load</source>
        <translation>Nach Last</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution of d</source>
        <translation>Verteilung von d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scores, per load bucket, and the distribution of d as PDF, HTML or CSV</source>
        <translation>Die Werte, je Lastklasse, und die Verteilung von d als PDF, HTML oder CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Episodes:</source>
        <translation>&amp;Episoden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+194"/>
        <source>low load</source>
        <translation>geringe Last</translation>
    </message>
    <message>
        <location line="-194"/>
        <location line="+194"/>
        <source>medium load</source>
        <translation>mittlere Last</translation>
    </message>
    <message>
        <location line="-194"/>
        <location line="+194"/>
        <source>heavy load</source>
        <translation>hohe Last</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The newest evaluation in the store: %1 methods on %2 episodes.</source>
        <translation>Die neueste Auswertung im Speicher: %1 Verfahren auf %2 Episoden.</translation>
    </message>
    <message>
        <location filename="../widgets/policies/policies_form.cpp" line="+58"/>
        <source>Trace: choose a trace file</source>
        <translation>Trace: wählen Sie eine Trace-Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time zone: &apos;%1&apos; is not an IANA zone (e.g. UTC, America/Chicago)</source>
        <translation>Zeitzone: &apos;%1&apos; ist keine IANA-Zone (z. B. UTC, America/Chicago)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain nodes: %1 is more than the %2 nodes</source>
        <translation>Kettenknoten: %1 sind mehr als die %2 Knoten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Train from: training must start before it ends</source>
        <translation>Trainieren ab: das Training muss vor seinem Ende beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validate from: validation must not start before the end of training</source>
        <translation>Validierung ab: die Validierung darf nicht vor dem Ende des Trainings beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validate until: validation must end after it starts</source>
        <translation>Validieren bis: die Validierung muss nach ihrem Beginn enden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Methods: choose at least one</source>
        <translation>Verfahren: wählen Sie mindestens eines</translation>
    </message>
    <message>
        <location filename="../widgets/policies/policies_workspace.cpp" line="+47"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Evaluating %1 methods…</source>
        <translation>Werte %1 Verfahren aus…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluating policies</source>
        <translation>Werte Richtlinien aus</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 methods on %2 validation episodes, evaluated on the cluster.</source>
        <translation>%1 Methoden auf %2 Validierungsepisoden, auf dem Cluster ausgewertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>evaluated on the cluster (%1)</source>
        <translation>auf dem Cluster ausgewertet (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 methods on %2 validation episodes (%3 trained on, %4 embargoed) in %5 s.</source>
        <translation>%1 Verfahren auf %2 Validierungsepisoden (%3 zum Training, %4 im Embargo) in %5 s.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>d (h): below 0 overlap, above 0 interruption</source>
        <translation>d (h): unter 0 Überlappung, über 0 Unterbrechung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of episodes</source>
        <translation>Anteil der Episoden</translation>
    </message>
</context>
<context>
    <name>mirage::ReportsWorkspace</name>
    <message>
        <location filename="../widgets/reports/reports_workspace.cpp" line="+91"/>
        <source>A chain&apos;s submission schedule, planned from the open cluster&apos;s queue:</source>
        <translation>Der Einreichungsplan einer Kette, geplant aus der Warteschlange des offenen Clusters:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export schedule…</source>
        <translation>Plan exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The What-if workspace&apos;s last comparison (run the scenarios there first).</source>
        <translation>Der letzte Vergleich des Was-wäre-wenn-Bereichs (die Szenarien zuerst dort rechnen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export comparison…</source>
        <translation>Vergleich exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A forecast summary of the open cluster for the job:</source>
        <translation>Eine Prognose-Zusammenfassung des offenen Clusters für den Job:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export forecast…</source>
        <translation>Prognose exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reports written (double-click to open)</source>
        <translation>Geschriebene Berichte (Doppelklick zum Öffnen)</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>no store</source>
        <translation>kein Speicher</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>;;iCalendar (*.ics)</source>
        <translation>;;iCalendar (*.ics)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>mirage::RiskChart</name>
    <message>
        <location filename="../widgets/forecast/risk_chart.cpp" line="+46"/>
        <source>Lead time: successor submitted this many hours before the limit end</source>
        <translation>Vorlaufzeit: Nachfolger so viele Stunden vor dem Limit-Ende eingereicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P(interruption) %</source>
        <translation>P(Unterbrechung) %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours / GPU-hours</source>
        <translation>Stunden / GPU-Stunden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P(interruption)</source>
        <translation>P(Unterbrechung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected gap (h)</source>
        <translation>Erwartete Lücke (h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected overlap (GPU-h)</source>
        <translation>Erwartete Überlappung (GPU-h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected cost (GPU-h)</source>
        <translation>Erwartete Kosten (GPU-h)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>suggested: %1</source>
        <translation>empfohlen: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Lead %1: submit at %2
P(interruption) %3 %
Expected gap %4 h
Expected overlap %5 h (%6 GPU-h)
Expected cost %7 GPU-h</source>
        <translation>Vorlauf %1: abschicken um %2
P(Unterbrechung) %3 %
Erwartete Lücke %4 h
Erwartete Überlappung %5 h (%6 GPU-h)
Erwartete Kosten %7 GPU-h</translation>
    </message>
</context>
<context>
    <name>mirage::ScenarioEditor</name>
    <message>
        <location filename="../widgets/whatif/scenario_editor.cpp" line="+37"/>
        <source>Trace</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Trace file</source>
        <translation>Aufzeichnungsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored cluster</source>
        <translation>Gespeicherter Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo cluster</source>
        <translation>Demo-Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>as the base</source>
        <translation>wie die Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base:</source>
        <translation>Basis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trace:</source>
        <translation>Aufzeichnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its nodes:</source>
        <translation>Ihre Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its GPUs/node:</source>
        <translation>Ihre GPUs/Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster:</source>
        <translation>Cluster:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node:</source>
        <translation>GPUs pro Knoten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load:</source>
        <translation>Last:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time-limit cap:</source>
        <translation>Obergrenze Zeitlimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler:</source>
        <translation>Scheduler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Age weight:</source>
        <translation>Gewicht Alter:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair-share weight:</source>
        <translation>Gewicht Fair-Share:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chained services:</source>
        <translation>Verkettete Dienste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes per link:</source>
        <translation>Knoten je Glied:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link time limit:</source>
        <translation>Zeitlimit je Glied:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links per service:</source>
        <translation>Glieder je Dienst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain policy:</source>
        <translation>Kettenrichtlinie:</translation>
    </message>
</context>
<context>
    <name>mirage::SettingsDialog</name>
    <message>
        <location filename="../widgets/window/settings_dialog.cpp" line="+110"/>
        <source>Data folder: give an absolute path.</source>
        <translation>Datenordner: Geben Sie einen absoluten Pfad an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data folder: %1 cannot be created or is not writable.</source>
        <translation>Datenordner: %1 lässt sich nicht anlegen oder ist nicht beschreibbar.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Data folder:</source>
        <translation>&amp;Datenordner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Mirage keeps its database of cluster history, trained models and reports</source>
        <translation>Wo Mirage seine Datenbank mit Cluster-Geschichte, trainierten Modellen und Berichten ablegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the demo cluster when Mirage starts</source>
        <translation>Den Demo-Cluster beim Start von Mirage öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>mirage::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/window/shortcuts_dialog.cpp" line="+15"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
</context>
<context>
    <name>mirage::StoredClusters</name>
    <message>
        <location filename="../widgets/window/stored_clusters.cpp" line="+50"/>
        <source>I&amp;mport trace…</source>
        <translation>Trace &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a workload trace (SWF, sacct, Mirage log, Eagle CSV) as a cluster&apos;s history</source>
        <translation>Einen Workload-Trace (SWF, sacct, Mirage-Log, Eagle-CSV) als Verlauf eines Clusters speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;stored cluster…</source>
        <translation>&amp;Gespeicherten Cluster öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a cluster of the store: an imported trace or a cluster watched before</source>
        <translation>Einen Cluster aus dem Speicher öffnen: einen importierten Trace oder einen früher beobachteten Cluster</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The store holds no cluster yet: import a trace first (File → Import trace…)</source>
        <translation>Der Speicher enthält noch keinen Cluster: importieren Sie zuerst einen Trace (Datei → Trace importieren…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2 jobs, %3 … %4</source>
        <translation>%1 — %2 Jobs, %3 … %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open stored cluster</source>
        <translation>Gespeicherten Cluster öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Cluster:</source>
        <translation>&amp;Cluster:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Opening %1 was cancelled</source>
        <translation>Öffnen von %1 wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opening %1</source>
        <translation>Öffne %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Loading cluster</source>
        <translation>Cluster wird geladen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The demo has two chained services, a policy evaluation on its history, three what-if scenarios run and a report of them</source>
        <translation>Die Demo hat zwei verkettete Dienste, eine Richtlinienauswertung auf ihrem Verlauf, drei gerechnete Was-wäre-wenn-Szenarien und einen Bericht darüber</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>mirage::TaskProgress</name>
    <message>
        <location filename="../widgets/common/task_progress.cpp" line="+53"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>mirage::WaitFanChart</name>
    <message>
        <location filename="../widgets/forecast/wait_fan_chart.cpp" line="+51"/>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 h</source>
        <translation>4 h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>12 h</source>
        <translation>12 h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 days</source>
        <translation>3 Tage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 week</source>
        <translation>1 Woche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 weeks</source>
        <translation>4 Wochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait in the queue (logarithmic)</source>
        <translation>Wartezeit in der Warteschlange (logarithmisch)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>P50 %1</source>
        <translation>P50 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
P10 %2 · P25 %3 · P50 %4 · P75 %5 · P90 %6
P(start within 1 h) %7 %</source>
        <translation>%1
P10 %2 · P25 %3 · P50 %4 · P75 %5 · P90 %6
P(Start innerhalb 1 h) %7 %</translation>
    </message>
</context>
<context>
    <name>mirage::WhatIfWorkspace</name>
    <message>
        <location filename="../widgets/whatif/whatif_workspace.cpp" line="+193"/>
        <source>Scenario %1</source>
        <translation>Szenario %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run against the first</source>
        <translation>Gegen das erste rechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run all</source>
        <translation>Alle &amp;rechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run every scenario on every core (Ctrl+R); the first is the base</source>
        <translation>Jedes Szenario auf allen Kernen rechnen (Strg+R); das erste ist die Basis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;weep</source>
        <translation>&amp;Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the selected scenario with the parameter set to each value (from:to:step or a,b,c)</source>
        <translation>Das gewählte Szenario mit jedem Wert des Parameters rechnen (von:bis:Schritt oder a,b,c)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Waits</source>
        <translation>Wartezeiten</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+148"/>
        <location line="+309"/>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Another scenario is named %1: pick another name.</source>
        <translation>Ein anderes Szenario heißt schon %1: bitte einen anderen Namen wählen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete scenario</source>
        <translation>Szenario löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete scenario %1?</source>
        <translation>Szenario %1 löschen?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>%n scenario(s) run.</source>
        <translation>
            <numerusform>%n Szenario gerechnet.</numerusform>
            <numerusform>%n Szenarien gerechnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>What-if: %n scenario(s) run</source>
        <translation>
            <numerusform>Was-wäre-wenn: %n Szenario gerechnet</numerusform>
            <numerusform>Was-wäre-wenn: %n Szenarien gerechnet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running what-if scenarios</source>
        <translation>Was-wäre-wenn-Szenarien werden gerechnet</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Sweep of %1: %n point(s).</source>
        <translation>
            <numerusform>Reihe über %1: %n Punkt.</numerusform>
            <numerusform>Reihe über %1: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What-if sweep of %1 done</source>
        <translation>Was-wäre-wenn-Reihe von %1 fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweeping %1</source>
        <translation>Reihe über %1</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+450"/>
        <source>Mean wait (h)</source>
        <translation>Mittlere Wartezeit (h)</translation>
    </message>
    <message>
        <location line="-448"/>
        <source>Δ mean wait (h)</source>
        <translation>Δ mittlere Wartezeit (h)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median wait (h)</source>
        <translation>Median der Wartezeit (h)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+441"/>
        <source>P90 wait (h)</source>
        <translation>P90 der Wartezeit (h)</translation>
    </message>
    <message>
        <location line="-437"/>
        <location line="+438"/>
        <source>Chain interruption (h)</source>
        <translation>Kettenunterbrechung (h)</translation>
    </message>
    <message>
        <location line="-435"/>
        <source>Chain overlap (h)</source>
        <translation>Kettenüberlappung (h)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>On the c&amp;luster…</source>
        <translation>Auf dem C&amp;luster…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run every scenario as a Slurm job array on the cluster; the results come back here</source>
        <translation>Jedes Szenario als Slurm-Job-Array auf dem Cluster ausführen; die Ergebnisse kommen hierher zurück</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no saved scenario to run.</source>
        <translation>Es gibt kein gespeichertes Szenario zum Ausführen.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n scenario(s) run on the cluster.</source>
        <translation>
            <numerusform>%n Szenario auf dem Cluster ausgeführt.</numerusform>
            <numerusform>%n Szenarien auf dem Cluster ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+251"/>
        <source>Wait (hours, logarithmic)</source>
        <translation>Wartezeit (Stunden, logarithmisch)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of jobs that waited less</source>
        <translation>Anteil der Jobs, die kürzer warteten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+31"/>
        <source>Busy nodes / nodes</source>
        <translation>Belegte Knoten / Knoten</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Jobs waiting</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+5"/>
        <source>Export what-if report</source>
        <translation>Was-wäre-wenn-Bericht exportieren</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
</TS>
