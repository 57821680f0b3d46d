#include <QApplication>
#include <QLabel>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel label(QObject::tr("catalog-console"));
    label.show();
    return app.exec();
}
