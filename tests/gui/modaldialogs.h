#pragma once

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>
#include <functional>

// Runs `check` on the first modal dialog of type T shown within 20 s (maybe after answers from
// the server), then closes it; any other modal dialog (e.g. "nothing to print") is closed
// unseen. For code that opens a dialog with exec(): call it before.
template<typename T> void onModal(const std::function<void(T *)> &check, bool *seen)
{
    auto *timer = new QTimer(qApp);
    auto *clock = new QElapsedTimer;
    clock->start();
    timer->setInterval(50);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, clock, check, seen] {
        auto *modal = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!modal && clock->elapsed() < 20000)
            return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (auto *dialog = qobject_cast<T *>(modal)) {
            *seen = true;
            check(dialog);
        }
        if (modal)
            modal->reject();
    });
    timer->start();
}
